import { and, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { media, posts, users } from "~/db/schema";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { postFormSchema } from "~/lib/schemas";
import type { Post } from "~/lib/types";
import { currentUser } from "./auth";
import { MEDIA_NAME, readUploadedFiles, serveMedia, storeImage } from "./media";
import { likePattern, listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

const imgUrlSchema = z
  .string({ required_error: "imgUrl is required", invalid_type_error: "imgUrl is required" })
  .regex(MEDIA_NAME, "imgUrl must be a file returned by the upload call");

export const postCreateSchema = postFormSchema.extend({ imgUrl: imgUrlSchema });
export const postUpdateSchema = postFormSchema.partial().extend({ imgUrl: imgUrlSchema.optional() });

const postColumns = {
  id: posts.id,
  title: posts.title,
  description: posts.description,
  content: posts.content,
  author: users.username,
  categories: posts.categories,
  tags: posts.tags,
  imgUrl: posts.imgUrl,
  imgWidth: media.width,
  imgHeight: media.height,
  createAt: posts.createAt,
  updateAt: posts.updateAt,
};

type PostRow = { [K in keyof typeof postColumns]: unknown } & {
  createAt: Date;
  updateAt: Date;
  author: string | null;
  imgWidth: number | null;
  imgHeight: number | null;
};

function toPost({ imgWidth, imgHeight, ...row }: PostRow): Post {
  return {
    ...(row as unknown as Post),
    // The cover's pixel size, when known, so pages can size it before it loads.
    ...(imgWidth && imgHeight ? { imgWidth, imgHeight } : {}),
    author: row.author ?? "Yasmine team",
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
  };
}

export async function findPost(db: Db, id: number): Promise<Post | null> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(media, eq(media.name, posts.imgUrl))
    .where(eq(posts.id, id));
  return row ? toPost(row as PostRow) : null;
}

export function postRoutes(router: ApiRouter) {
  router
    .add("GET", "/posts", { tag: "posts", summary: "List posts (q searches titles)", query: listQuerySchema }, async (c) => {
      const query = readQuery(c, listQuerySchema);
      const db = c.get("db");
      const where: SQL[] = [];
      if (query.q) where.push(ilike(posts.title, likePattern(query.q)));
      const condition = where.length ? and(...where) : undefined;
      const rows = await db
        .select(postColumns)
        .from(posts)
        .leftJoin(users, eq(users.id, posts.authorId))
        .leftJoin(media, eq(media.name, posts.imgUrl))
        .where(condition)
        .orderBy(...listOrder(query, posts.createAt, posts.id))
        .limit(listPage(query).limit)
        .offset(listPage(query).offset);
      await sendTotal(c, db, posts, condition);
      return c.json(rows.map((r) => toPost(r as PostRow)));
    })
    .add("GET", "/posts/single/:id", { tag: "posts", summary: "One post" }, async (c) => {
      const post = await findPost(c.get("db"), parseId(c));
      if (!post) throw notFound();
      return c.json(post);
    })
    .add("GET", "/posts/images/:name", { tag: "posts", summary: "A post cover image" }, serveMedia)
    .add(
      "POST",
      "/posts/upload",
      { tag: "posts", summary: "Upload a post cover (field file); answers { data: file name }", fileField: "file", status: 201 },
      async (c) => {
        const [file] = await readUploadedFiles(c, "file", 1);
        return c.json({ data: await storeImage(c.get("db"), file) }, 201);
      },
    )
    .add("POST", "/posts/create", { tag: "posts", summary: "Create a post", body: postCreateSchema, status: 201 }, async (c) => {
      const body = await readJson(c, postCreateSchema);
      const user = currentUser(c);
      const [row] = await c
        .get("db")
        .insert(posts)
        .values({ ...body, content: sanitizePostHtml(body.content), authorId: user.id })
        .returning({ id: posts.id });
      return c.json(await findPost(c.get("db"), row.id), 201);
    })
    .add("PATCH", "/posts/update/:id", { tag: "posts", summary: "Update a post", body: postUpdateSchema }, async (c) => {
      const id = parseId(c);
      const body = await readJson(c, postUpdateSchema);
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (typeof changes.content === "string") changes.content = sanitizePostHtml(changes.content);
      const updated = await c
        .get("db")
        .update(posts)
        .set({ ...changes, updateAt: new Date() })
        .where(eq(posts.id, id))
        .returning({ id: posts.id });
      if (updated.length === 0) throw notFound();
      return c.json(await findPost(c.get("db"), id));
    })
    .add("DELETE", "/posts/:id", { tag: "posts", summary: "Delete a post" }, async (c) => {
      const id = parseId(c);
      const deleted = await c.get("db").delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      if (deleted.length === 0) throw notFound();
      return c.json({ id });
    });
}


