/** The zod schemas of staff accounts: logging in, a profile, a new member of staff and a change of role. */
import { z } from "zod";
import * as L from "./limits";
import { sayInvalid } from "./validation-messages";
import { assignableRoles } from "./roles";
import { email, text } from "./schema-rules";

export const loginSchema = z.object({
  email: email("email", L.CONTACT_EMAIL_MAX),
  password: z
    .string({ required_error: sayInvalid.required("password"), invalid_type_error: sayInvalid.required("password") })
    .min(1, sayInvalid.required("password"))
    .max(L.PASSWORD_MAX, sayInvalid.maxLength("password", L.PASSWORD_MAX)),
});

export const profileSchema = z.object({
  username: text("username", L.NAME_MIN, L.NAME_MAX),
  email: email("email", L.EMAIL_MAX),
});

export const roleSchema = z.enum(assignableRoles, {
  errorMap: () => ({ message: sayInvalid.oneOf("role", assignableRoles) }),
});

export const userCreateSchema = profileSchema.extend({
  password: z
    .string({ required_error: sayInvalid.required("password"), invalid_type_error: sayInvalid.required("password") })
    .min(1, sayInvalid.required("password"))
    .min(L.PASSWORD_MIN, sayInvalid.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX))
    .max(L.PASSWORD_MAX, sayInvalid.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX)),
  role: roleSchema,
});

export const roleChangeSchema = z.object({ role: roleSchema });
