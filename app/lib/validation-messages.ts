/**
 * What a refused field says: the shared zod schemas, the back office's file fields and the API all word
 * their checks here, so the browser and the server refuse with the same sentence. Storefront pages load
 * it only with their form schema, when the shopper starts filling a form.
 */
export const validationEn = {
  "api.tooManyFiles": "You can upload at most 10 images at once",
  "api.fileTooLarge": "Each image must be 5 MB or smaller",
  "api.fileNotImage": "Only PNG, JPEG and GIF images are accepted",
  "api.orderEmpty": "products must contain at least one item",
} as const;

/** Parameterised sentences of the form checks. */
export const sayInvalid = {
  required: (field: string) => `${field} is required`,
  lengthBetween: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max} characters`,
  maxLength: (field: string, max: number) => `${field} must be at most ${max} characters`,
  exactDigits: (field: string, n: number) => `${field} must be exactly ${n} digits`,
  email: (field: string) => `${field} must be a valid e-mail address`,
  oneOf: (field: string, values: readonly string[]) => `${field} must be one of: ${values.join(", ")}`,
  /** 2 decimals for USD, 3 for TND (CURRENCY_DECIMALS in i18n.ts). */
  priceFormat: (field: string, decimals = 2) => `${field} must be a positive number with at most ${decimals} decimals`,
  wholeNumber: (field: string) => `${field} must be a whole number of 0 or more`,
  positiveWholeNumber: (field: string) => `${field} must be a whole number of 1 or more`,
  /** `max` may be a decimal string, so that an amount is written exactly. */
  atMost: (field: string, max: number | string) => `${field} must be at most ${max}`,
  categoryOfType: () => "category must be one of the categories of the chosen type",
  atLeastOneImage: () => "images must contain at least one image",
  passwordLength: (min: number, max: number) => `password must be between ${min} and ${max} characters`,
};
export const validationTexts = { en: validationEn, fr: validationEn, ar: validationEn };
