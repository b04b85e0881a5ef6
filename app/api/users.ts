import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { userCountAnswer } from "./answer-schemas";
import { and, count, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { users } from "~/db/schema";
import { sayInvalid } from "~/lib/validation-messages";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "~/lib/i18n";
import { apiEn } from "~/lib/api-messages.server";
import { roles } from "~/lib/roles";
import { profileSchema, userCreateSchema } from "~/lib/account-schemas";
import { containsPattern } from "~/lib/search-pattern";
import type { User } from "~/lib/types";
import { assertEmailFree, createUser } from "~/models/users.server";
import { currentUser } from "./auth";
import { ApiError } from "./errors";
import { listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

extendZodWithOpenApi(z);

type UserRow = typeof users.$inferSelect;

/** A user object as the API answers it: SPEC's fields, plus the language the back office speaks to them. */
export type ApiUser = User & { locale: Locale };

export function toUser(row: UserRow): ApiUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    imgUrl: row.imgUrl,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
  };
}

/** The user object, for the OpenAPI document (toUser builds it; `satisfies` keeps the two in step). */
const userAnswer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    imgUrl: z.string().describe('The avatar url (from POST /api/media), "" when none'),
    locale: z
      .enum(LOCALES)
      .describe("The language the back office speaks to this staff member: en (default), fr or ar (additive to SPEC's shape)"),
    createAt: z.string().describe("ISO 8601"),
    updateAt: z.string().describe("ISO 8601"),
  })
  .openapi("User") satisfies z.ZodType<ApiUser>;

async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export const userListQuery = listQuerySchema.extend({
  role: z.enum(roles, { errorMap: () => ({ message: sayInvalid.oneOf("role", roles) }) }).optional(),
});

/** The "user object" of SPEC's update call: every field optional, each validated when present. */
const userUpdateSchema = z.object({
  username: profileSchema.shape.username.optional(),
  email: profileSchema.shape.email.optional(),
  // SUPER_ADMIN parses, so that asking for it answers 403 (protected) rather than 400.
  role: z.enum(roles, { errorMap: () => ({ message: sayInvalid.oneOf("role", roles) }) }).optional(),
  /** The language of one's own back office; only the account's owner sets it. */
  locale: z
    .enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("locale", LOCALES) }) })
    .optional()
    .describe("The language the back office speaks to this staff member: en (default), fr or ar. Only on one's own account."),
});

const avatarSchema = z.object({
  imgUrl: z
    .string({ required_error: sayInvalid.required("imgUrl") })
    .max(500, sayInvalid.maxLength("imgUrl", 500))
    .refine(
      // Only our own media: an outside url would let one staff member track the others who see the list.
      (url) => /^\/api\/media\/[a-f0-9]{32}\.(png|jpg|gif)$/.test(url),
      apiEn["api.avatarUrl"],
    ),
});

export function userRoutes(router: ApiRouter) {
  router
    .add("GET", "/users", { tag: "users", summary: "List staff users", query: userListQuery, response: z.array(userAnswer) }, async (c) => {
      const query = readQuery(c, userListQuery);
      const db = c.get("db");
      const where: SQL[] = [];
      if (query.role) where.push(eq(users.role, query.role));
      if (query.q) where.push(ilike(users.username, containsPattern(query.q)));
      const condition = where.length ? and(...where) : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...listOrder(query, users.createAt, users.id))
        .limit(listPage(query).limit)
        .offset(listPage(query).offset);
      await sendTotal(c, db, users, condition);
      return c.json(rows.map(toUser));
    })
    .add("GET", "/users/length", { tag: "users", summary: "Number of staff users: { length }", response: userCountAnswer }, async (c) => {
      const [{ total }] = await c.get("db").select({ total: count() }).from(users);
      return c.json({ length: Number(total) });
    })
    .add(
      "GET",
      "/users/user",
      { tag: "users", summary: "The signed-in user (its locale is the language of their back office)", response: userAnswer },
      async (c) => {
        const row = await findUser(c.get("db"), currentUser(c).id);
        if (!row) throw new ApiError(401, apiEn["api.unauthorized"]);
        return c.json(toUser(row));
      },
    )
    .add(
      "POST",
      "/users/create",
      { tag: "users", summary: "Create an ADMIN or EDITOR (super admin only)", body: userCreateSchema, status: 201, response: userAnswer },
      async (c) => {
        const body = await readJson(c, userCreateSchema);
        return c.json(toUser(await createUser(c.get("db"), body)), 201);
      },
    )
    .add(
      "PUT",
      "/users/update/:id",
      {
        tag: "users",
        summary: "Update your own username, e-mail and back-office language (locale), or (super admin) another user's role",
        body: userUpdateSchema,
        response: userAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const body = await readJson(c, userUpdateSchema);
        const me = currentUser(c);
        const db = c.get("db");
        const target = await findUser(db, id);
        // Only a super admin, who may change anyone's role, learns that an id has no account.
        if (!target) throw me.role === "SUPER_ADMIN" ? notFound() : new ApiError(403, apiEn["api.onlyOwnAccount"]);
        const changes: Partial<UserRow> = {};
        if (body.role !== undefined && body.role !== target.role) {
          if (me.role !== "SUPER_ADMIN") throw new ApiError(403, apiEn["api.roleChangeForbidden"]);
          if (target.role === "SUPER_ADMIN" || body.role === "SUPER_ADMIN") throw new ApiError(403, apiEn["api.superAdminProtected"]);
          changes.role = body.role;
        }
        if (target.id === me.id) {
          if (body.username !== undefined) changes.username = body.username;
          if (body.locale !== undefined) changes.locale = body.locale;
          if (body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase()) {
            await assertEmailFree(db, body.email, target.id);
            changes.email = body.email;
          }
        } else {
          // Someone else's account: only a role change is possible, and only by a super admin
          // (who may send the user object back unchanged). Nobody else gets the account back.
          const profileChanged =
            (body.username !== undefined && body.username !== target.username) ||
            (body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase()) ||
            (body.locale !== undefined && body.locale !== target.locale);
          if (profileChanged || me.role !== "SUPER_ADMIN") throw new ApiError(403, apiEn["api.onlyOwnAccount"]);
        }
        if (Object.keys(changes).length === 0) return c.json(toUser(target));
        const [row] = await db
          .update(users)
          .set({ ...changes, updateAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return c.json(toUser(row));
      },
    )
    .add(
      "PUT",
      "/users/update/avatar/:id",
      { tag: "users", summary: "Set your own avatar url (from POST /api/media)", body: avatarSchema, response: userAnswer },
      async (c) => {
        const id = parseId(c);
        const body = await readJson(c, avatarSchema);
        // Ownership first: the answer must not tell other staff which account ids exist.
        if (id !== currentUser(c).id) throw new ApiError(403, apiEn["api.onlyOwnAccount"]);
        const [row] = await c
          .get("db")
          .update(users)
          .set({ imgUrl: body.imgUrl, updateAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw notFound();
        return c.json(toUser(row));
      },
    );
}
