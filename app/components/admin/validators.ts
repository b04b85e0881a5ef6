/**
 * The validators of the back-office forms: the shared zod schemas of app/lib,
 * wrapped once for remix-validated-form, plus the file fields the API checks again.
 */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { LOCALES, type Currency } from "~/lib/i18n";
import { ACCEPTED_IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { sayInvalid, validationEn } from "~/lib/validation-messages";
import { TRANSLATION_LOCALES } from "~/lib/types";
import {
  loginSchema,
  postFormSchema,
  postTranslationsSchema,
  productFormSchemaFor,
  productTranslationsSchema,
  profileSchema,
  roleChangeSchema,
  userCreateSchema,
} from "~/lib/schemas";

/** A File from the browser's FormData or from the Web FormData of the action. */
function isFile(value: unknown): value is File {
  return typeof value === "object" && value !== null && typeof (value as Blob).size === "number" && "name" in value;
}

const imageName = new RegExp(`\\.(${ACCEPTED_IMAGE_EXTENSIONS.join("|")})$`, "i");

/** An empty file input still posts one nameless, empty file: it counts as no file. */
function chosenFiles(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v): v is File => isFile(v) && v.size > 0 && v.name !== "");
}

const imageFile = z
  .custom<File>(isFile)
  .refine((file) => imageName.test(file.name), validationEn["api.fileNotImage"])
  .refine((file) => file.size <= IMAGE_MAX_BYTES, validationEn["api.fileTooLarge"]);

/** One or more png, jpg, jpeg or gif files. */
export const imageFilesSchema = (requiredMessage: string) =>
  z.preprocess(
    chosenFiles,
    z.array(imageFile).min(1, requiredMessage).max(IMAGES_PER_UPLOAD_MAX, validationEn["api.tooManyFiles"]),
  );

/** Exactly one image file. */
export const imageFileSchema = (requiredMessage: string) =>
  z.preprocess((value) => chosenFiles(value)[0], z.custom<File>(isFile, requiredMessage).pipe(imageFile));

export { chosenFiles };

const productTextFields = ["name", "price", "quantity", "type", "category", "description"] as const;
const productTranslatedFields = ["name", "description"] as const;

/** The French and Arabic texts as typed (`translations.fr.name`…), nested as the form's fields name them. */
function typedTranslations<F extends string>(form: FormData, fields: readonly F[]) {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, String(form.get(`translations.${locale}.${field}`) ?? "")])) as Record<F, string>,
    ]),
  ) as Record<(typeof TRANSLATION_LOCALES)[number], Record<F, string>>;
}

/** The product form's text fields as typed, to put back into the form (a file input cannot be refilled). */
export function typedProductValues(form: FormData) {
  const values = Object.fromEntries(productTextFields.map((name) => [name, String(form.get(name) ?? "")])) as Record<
    (typeof productTextFields)[number],
    string
  >;
  return { ...values, translations: typedTranslations(form, productTranslatedFields) };
}

export const loginValidator = withZod(loginSchema);

/** Built once per currency: a form keeps the same validator object from render to render. */
function perCurrency<T>(build: (currency: Currency) => T): (currency: Currency) => T {
  const built = new Map<Currency, T>();
  return (currency) => {
    let validator = built.get(currency);
    if (!validator) built.set(currency, (validator = build(currency)));
    return validator;
  };
}

/** The French and Arabic texts of a product: the API's own checks (`translations.fr.name`…), empty allowed. */
const productTranslations = z.object({ translations: productTranslationsSchema });
const postTranslations = { translations: postTranslationsSchema };

/** The product form with prices in the store's currency (its decimals: 2 for USD, 3 for TND), and its translations. */
export const productValidatorFor = perCurrency((currency) => withZod(productFormSchemaFor(currency).and(productTranslations)));
export const productCreateValidatorFor = perCurrency((currency) =>
  withZod(
    productFormSchemaFor(currency)
      .and(z.object({ images: imageFilesSchema(sayInvalid.atLeastOneImage()) }))
      .and(productTranslations),
  ),
);
export const productCoverValidator = withZod(z.object({ images: imageFilesSchema(sayInvalid.atLeastOneImage()) }));
export const postValidator = withZod(postFormSchema.extend(postTranslations));
export const postCreateValidator = withZod(
  postFormSchema.extend({ cover: imageFileSchema(sayInvalid.required("cover image")), ...postTranslations }),
);
export const postCoverValidator = withZod(z.object({ cover: imageFileSchema(sayInvalid.required("cover image")) }));
export const avatarValidator = withZod(z.object({ file: imageFileSchema(sayInvalid.required("avatar")) }));
/** Profile: the account's name and e-mail, and the language the back office speaks to its owner. */
export const profileValidator = withZod(
  profileSchema.extend({
    locale: z.enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("locale", LOCALES) }) }),
  }),
);
export const userCreateValidator = withZod(userCreateSchema);
export const roleChangeValidator = withZod(roleChangeSchema);

/** Forms whose only data is the button pressed (confirm, delete, log out). */
export const intentValidator = withZod(z.object({ intent: z.string().max(40).optional() }));

export const SEARCH_MAX = 100;

/** The GET forms of the lists: the search is bounded like the API's `q`. */
export const listFilterValidator = withZod(
  z
    .object({
      q: z.string().max(SEARCH_MAX, sayInvalid.maxLength("search", SEARCH_MAX)).optional(),
    })
    .passthrough(),
);
