import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { media, posts, users } from "~/db/schema";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import type { Locale } from "~/lib/i18n";
import { postFormSchema, postTranslationsSchema } from "~/lib/post-schemas";
import { containsPattern } from "~/lib/search-pattern";
import { TRANSLATION_LOCALES, type Post } from "~/lib/types";
import { currentUser } from "./auth";
import { MEDIA_NAME, readUploadedFiles, serveMedia, storeImage } from "./media";
import { listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import { deletedAnswer, postAnswer, uploadedCoverAnswer } from "./answer-schemas";
import type { ApiRouter } from "./router";
import {
  answerLocale,
  isBlankHtml,
  langQueryShape,
  langQuerySchema,
  localized,
  matchesInLocale,
  mergeTranslations,
  translationSet,
} from "./translations";

/** The texts of a post that have French and Arabic versions. */
export const POST_TEXT_FIELDS = ["title", "description", "content", "categories"] as const;

const imgUrlSchema = z
  .string({ required_error: "imgUrl is required", invalid_type_error: "imgUrl is required" })
  .regex(MEDIA_NAME, "imgUrl must be a file returned by the upload call");

export const postCreateSchema = postFormSchema.extend({ imgUrl: imgUrlSchema, translations: postTranslationsSchema });
export const postUpdateSchema = postFormSchema.partial().extend({ imgUrl: imgUrlSchema.optional(), translations: postTranslationsSchema });
const postListQuery = listQuerySchema.extend(langQueryShape);

type TranslationsInput = z.output<typeof postTranslationsSchema>;

/** Translated contents are sanitized exactly like the English one; one that shows nothing is "not translated". */
function sanitizedTranslations(given: TranslationsInput): TranslationsInput {
  if (!given) return given;
  const result: NonNullable<TranslationsInput> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const texts = given[locale];
    if (!texts) continue;
    const content = texts.content === undefined ? undefined : sanitizePostHtml(texts.content);
    result[locale] = { ...texts, ...(content === undefined ? {} : { content: isBlankHtml(content) ? "" : content }) };
  }
  return result;
}

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
  translations: posts.translations,
};

type PostRow = { [K in keyof typeof postColumns]: unknown } & {
  title: string;
  description: string;
  content: string;
  categories: string;
  translations: typeof posts.$inferSelect.translations;
  createAt: Date;
  updateAt: Date;
  author: string | null;
  imgWidth: number | null;
  imgHeight: number | null;
};

/** A post as the API answers it: its texts in the language asked for (English where not translated), and every translation. */
function toPost({ imgWidth, imgHeight, ...row }: PostRow, locale: Locale = "en"): Post {
  const translations = translationSet(row.translations, POST_TEXT_FIELDS);
  const { title, description, content, categories } = row;
  return {
    ...(row as unknown as Post),
    ...localized({ title, description, content, categories }, translations, locale, POST_TEXT_FIELDS),
    // The cover's pixel size, when known, so pages can size it before it loads.
    ...(imgWidth && imgHeight ? { imgWidth, imgHeight } : {}),
    author: row.author ?? "Yasmine team",
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
    translations,
  };
}

export async function findPost(db: Db, id: number, locale: Locale = "en"): Promise<Post | null> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(media, eq(media.name, posts.imgUrl))
    .where(eq(posts.id, id));
  return row ? toPost(row, locale) : null;
}

export function postRoutes(router: ApiRouter) {
  router
    .add(
      "GET",
      "/posts",
      {
        tag: "posts",
        summary: "List posts (q searches titles; lang or Accept-Language: texts in French or Arabic)",
        query: postListQuery,
        localized: true,
        response: z.array(postAnswer),
      },
      async (c) => {
        const query = readQuery(c, postListQuery);
        const locale = answerLocale(c, query.lang);
        const db = c.get("db");
        const where: SQL[] = [];
        // In French or Arabic a search finds the English title or the translated one.
        if (query.q) where.push(matchesInLocale(posts.title, posts.translations, "title", locale, containsPattern(query.q)));
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
        return c.json(rows.map((r) => toPost(r as PostRow, locale)));
      },
    )
    .add(
      "GET",
      "/posts/single/:id",
      { tag: "posts", summary: "One post", query: langQuerySchema, localized: true, response: postAnswer },
      async (c) => {
        const id = parseId(c);
        const locale = answerLocale(c, readQuery(c, langQuerySchema).lang);
        const post = await findPost(c.get("db"), id, locale);
        if (!post) throw notFound();
        return c.json(post);
      },
    )
    .add("GET", "/posts/images/:name", { tag: "posts", summary: "A post cover image", image: true }, serveMedia)
    .add(
      "POST",
      "/posts/upload",
      {
        tag: "posts",
        summary: "Upload a post cover (field file); answers { data: file name }",
        fileField: "file",
        status: 201,
        response: uploadedCoverAnswer,
      },
      async (c) => {
        const [file] = await readUploadedFiles(c, "file", 1);
        return c.json({ data: await storeImage(c.get("db"), file) }, 201);
      },
    )
    .add(
      "POST",
      "/posts/create",
      { tag: "posts", summary: "Create a post", body: postCreateSchema, status: 201, response: postAnswer },
      async (c) => {
        const { translations, ...body } = await readJson(c, postCreateSchema);
        const user = currentUser(c);
        const [row] = await c
          .get("db")
          .insert(posts)
          .values({
            ...body,
            content: sanitizePostHtml(body.content),
            translations: mergeTranslations({}, sanitizedTranslations(translations), POST_TEXT_FIELDS),
            authorId: user.id,
          })
          .returning({ id: posts.id });
        return c.json(await findPost(c.get("db"), row.id), 201);
      },
    )
    .add(
      "PATCH",
      "/posts/update/:id",
      {
        tag: "posts",
        summary: "Update a post (the fields sent change; translation fields sent replace the stored ones)",
        body: postUpdateSchema,
        response: postAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const { translations, ...body } = await readJson(c, postUpdateSchema);
        const changes: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        if (typeof changes.content === "string") changes.content = sanitizePostHtml(changes.content);
        const update = async (db: Db) => {
          const updated = await db
            .update(posts)
            .set({ ...changes, updateAt: new Date() })
            .where(eq(posts.id, id))
            .returning({ id: posts.id });
          return updated.length > 0;
        };
        const found = translations
          ? await c.get("db").transaction(async (tx) => {
              // Only the translation fields sent change: read what is stored, under a row lock.
              const [stored] = await tx.select({ translations: posts.translations }).from(posts).where(eq(posts.id, id)).for("update");
              if (!stored) return false;
              changes.translations = mergeTranslations(stored.translations, sanitizedTranslations(translations), POST_TEXT_FIELDS);
              return update(tx);
            })
          : await update(c.get("db"));
        if (!found) throw notFound();
        return c.json(await findPost(c.get("db"), id));
      },
    )
    .add("DELETE", "/posts/:id", { tag: "posts", summary: "Delete a post", response: deletedAnswer }, async (c) => {
      const id = parseId(c);
      const deleted = await c.get("db").delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      if (deleted.length === 0) throw notFound();
      return c.json({ id });
    });
}
