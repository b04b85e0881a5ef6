/**
 * What every back-office form shares: the picture fields the API checks again, the validator built once per
 * currency, the intent-only forms and the lists' filters. Each screen's own validators are in the module of its
 * domain (product-, order-, post- and account-validators.ts), so that a page's script carries its own rules only.
 */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { type Currency } from "~/lib/i18n";
import { ACCEPTED_IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { sayInvalid, validationEn } from "~/lib/validation-messages";

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

export const imageFile = z
  .custom<File>(isFile)
  .refine((file) => imageName.test(file.name), validationEn["api.fileNotImage"])
  .refine((file) => file.size <= IMAGE_MAX_BYTES, validationEn["api.fileTooLarge"]);

/** One or more png, jpg, jpeg or gif files. */
export const imageFilesSchema = (requiredMessage: string) =>
  z.preprocess(chosenFiles, z.array(imageFile).min(1, requiredMessage).max(IMAGES_PER_UPLOAD_MAX, validationEn["api.tooManyFiles"]));

/** Exactly one image file. */
export const imageFileSchema = (requiredMessage: string) =>
  z.preprocess((value) => chosenFiles(value)[0], z.custom<File>(isFile, requiredMessage).pipe(imageFile));

export { chosenFiles };

/** Built once per currency: a form keeps the same validator object from render to render. */
export function perCurrency<T>(build: (currency: Currency) => T): (currency: Currency) => T {
  const built = new Map<Currency, T>();
  return (currency) => {
    let validator = built.get(currency);
    if (!validator) built.set(currency, (validator = build(currency)));
    return validator;
  };
}

/** Forms whose only data is the button pressed (confirm, delete, log out). */
export const intentValidator = withZod(z.object({ intent: z.string().max(40).optional() }));

export const SEARCH_MAX = 100;
/** The orders list's discount code filter: as long as the API takes it (longer than any code can be). */
export const ORDER_CODE_FILTER_MAX = 100;

/** The GET forms of the lists: the search is bounded like the API's `q`. */
export const listFilterValidator = withZod(
  z
    .object({
      q: z.string().max(SEARCH_MAX, sayInvalid.maxLength("search", SEARCH_MAX)).optional(),
    })
    .passthrough(),
);
