/** The zod schemas of what shoppers write to the shop: the contact form and the newsletter. */
import { z } from "zod";
import * as L from "./limits";
import { sayInvalid, validationEn } from "./validation-messages";
import { email, optionalText, text } from "./schema-rules";

export const contactSchema = z.object({
  name: text("name", 1, L.CONTACT_NAME_MAX),
  email: email("email", L.CONTACT_EMAIL_MAX),
  subject: text("subject", 1, L.CONTACT_SUBJECT_MAX),
  message: text("message", 1, L.CONTACT_MESSAGE_MAX),
  deviceType: optionalText("deviceType", L.USER_AGENT_MAX),
});

/**
 * The newsletter form: an address, and the shopper's own tick that she agrees to receive it (consent is never
 * assumed). A form sends the box's "yes"; the API takes true.
 */
export const newsletterSchema = z.object({
  email: email("email", L.CONTACT_EMAIL_MAX),
  consent: z.union([z.literal(true), z.literal("yes")], { errorMap: () => ({ message: validationEn["invalid.consent"] }) }),
});

export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ required_error: sayInvalid.required("token"), invalid_type_error: sayInvalid.required("token") })
    .trim()
    .min(1, sayInvalid.required("token"))
    .max(L.NEWSLETTER_TOKEN_MAX, sayInvalid.maxLength("token", L.NEWSLETTER_TOKEN_MAX)),
});
