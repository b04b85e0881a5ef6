/**
 * The API's own error sentences (one per problem, as the error body's message list carries them). Only the
 * server sends them, so this module never reaches a browser bundle.
 */
export const apiEn = {
  "api.unauthorized": "You must be signed in with a valid token",
  "api.forbidden": "Your role does not allow this action",
  "api.notFound": "The requested resource was not found",
  "api.routeNotFound": "No such API route",
  "api.badJson": "The request body must be valid JSON",
  "api.nulCharacter": "Text must not contain NUL characters",
  "api.unsupportedMediaType": "The request body must be JSON",
  "api.invalidId": "id must be a positive whole number",
  "api.loginInvalid": "email or password is incorrect",
  "api.loginRateLimited": "Too many failed sign-in attempts for this e-mail. Please wait 15 minutes and try again",
  "api.emailTaken": "email is already used by another account",
  "api.superAdminProtected": "A super admin's role cannot be changed",
  "api.onlyOwnAccount": "You can only update your own account",
  "api.roleChangeForbidden": "Only a super admin can change roles",
  "api.unavailable": "The store database is temporarily unavailable. Please try again in a moment",
  "api.internal": "Something went wrong on our side. Please try again",
  "api.noFiles": "Choose at least one image to upload",
  "api.filePolyglot": "This image carries other data after its end (such as a script) and was refused",
  "api.productMissing": "A product in your cart is no longer available",
} as const;

export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
}

/** Parameterised sentences of the API. */
export const sayApi = {
  productGone: (id: number) => `Product ${id} is no longer available`,
};
export const apiTexts = { en: apiEn, fr: apiEn, ar: apiEn };
