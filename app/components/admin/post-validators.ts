/** The validators of the post forms, with their French and Arabic texts and the cover picture. */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { sayInvalid } from "~/lib/validation-messages";
import { postFormSchema, postTranslationsSchema } from "~/lib/post-schemas";
import { imageFileSchema } from "./validators";

const postTranslations = { translations: postTranslationsSchema };

export const postValidator = withZod(postFormSchema.extend(postTranslations));
export const postCreateValidator = withZod(
  postFormSchema.extend({ cover: imageFileSchema(sayInvalid.required("cover image")), ...postTranslations }),
);
export const postCoverValidator = withZod(z.object({ cover: imageFileSchema(sayInvalid.required("cover image")) }));
