/** The zod schemas of blog posts: the post form and its French and Arabic texts. */
import { z } from "zod";
import * as L from "./limits";
import { sayInvalid } from "./validation-messages";
import { buildTranslationsSchema, optionalText, text } from "./schema-rules";

export const postFormSchema = z.object({
  title: text("title", L.NAME_MIN, L.NAME_MAX),
  description: text("description", L.DESCRIPTION_MIN, L.DESCRIPTION_MAX),
  categories: optionalText("categories", L.POST_FREE_TEXT_MAX),
  tags: optionalText("tags", L.POST_FREE_TEXT_MAX),
  content: z
    .string({ invalid_type_error: sayInvalid.maxLength("content", L.POST_CONTENT_MAX) })
    .max(L.POST_CONTENT_MAX, sayInvalid.maxLength("content", L.POST_CONTENT_MAX))
    .optional()
    .default(""),
});

export const postTranslationLimits = {
  title: [L.NAME_MIN, L.NAME_MAX],
  description: [L.DESCRIPTION_MIN, L.DESCRIPTION_MAX],
  content: [0, L.POST_CONTENT_MAX],
  categories: [0, L.POST_FREE_TEXT_MAX],
} as const;

/** `translations` of a post payload: `{ fr?: { title?, description?, content?, categories? }, ar?: { … } }`; content is sanitized like the English one. */
export const postTranslationsSchema = buildTranslationsSchema("post", postTranslationLimits).describe(
  "French (fr) and Arabic (ar) texts of the post: title, description, content (HTML, sanitized like the English content) and categories, " +
    'each with the English field\'s limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept.',
);
