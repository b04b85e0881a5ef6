/** The validators of the staff account forms: logging in, the profile and its avatar, new staff and their roles. */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { LOCALES } from "~/lib/i18n";
import { sayInvalid } from "~/lib/validation-messages";
import { loginSchema, profileSchema, roleChangeSchema, userCreateSchema } from "~/lib/account-schemas";
import { imageFileSchema } from "./validators";

export const loginValidator = withZod(loginSchema);

export const avatarValidator = withZod(z.object({ file: imageFileSchema(sayInvalid.required("avatar")) }));
/** Profile: the account's name and e-mail, and the language the back office speaks to its owner. */
export const profileValidator = withZod(
  profileSchema.extend({
    locale: z.enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("locale", LOCALES) }) }),
  }),
);
export const userCreateValidator = withZod(userCreateSchema);
export const roleChangeValidator = withZod(roleChangeSchema);
