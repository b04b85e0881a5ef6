/**
 * The zod schemas shared by the forms (withZod), the Remix actions and the API.
 * Checks that need the database (stock, unique e-mail) live in the API only.
 */
import { z } from "zod";
import { isCategoryOf, productTypeValues } from "./catalog";
import * as L from "./limits";
import { say, en } from "./messages";
import { assignableRoles } from "./roles";
import { places, tunisianStates } from "./states";

/** A text field: trimmed, required, with a length range named in the message. */
function text(field: string, min: number, max: number) {
  return z
    .string({ required_error: say.required(field), invalid_type_error: say.required(field) })
    .trim()
    .min(1, say.required(field))
    .min(min, say.lengthBetween(field, min, max))
    .max(max, say.lengthBetween(field, min, max));
}

function optionalText(field: string, max: number) {
  return z
    .string({ invalid_type_error: say.maxLength(field, max) })
    .trim()
    .max(max, say.maxLength(field, max))
    .optional()
    .default("");
}

function email(field: string, max: number) {
  return z
    .string({ required_error: say.required(field), invalid_type_error: say.required(field) })
    .trim()
    .min(1, say.required(field))
    .max(max, say.maxLength(field, max))
    .email(say.email(field));
}

/** Numbers arrive as strings from forms and from the spec's payloads; both are accepted. */
const numberLike = (field: string, wrongType: string) =>
  z
    .union([z.string(), z.number()], {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === null ? say.required(field) : wrongType }),
    })
    .transform((v) => String(v).trim());

/** The largest price the database column (numeric 10,2) holds. */
const PRICE_MAX = 99_999_999.99;

export const priceSchema = numberLike("price", say.priceFormat("price"))
  .refine((v) => v.length > 0, say.required("price"))
  .refine((v) => v.length <= L.PRICE_MAX_LENGTH, say.maxLength("price", L.PRICE_MAX_LENGTH))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, say.priceFormat("price"))
  .refine((v) => !/^\d+(\.\d+)?$/.test(v) || Number(v) <= PRICE_MAX, say.atMost("price", PRICE_MAX))
  .transform((v) => Number(v).toFixed(2));

export const stockQuantitySchema = numberLike("quantity", say.wholeNumber("quantity"))
  .refine((v) => v.length > 0, say.required("quantity"))
  .refine((v) => v.length <= L.QUANTITY_MAX_LENGTH, say.maxLength("quantity", L.QUANTITY_MAX_LENGTH))
  .refine((v) => /^\d+$/.test(v), say.wholeNumber("quantity"))
  .transform((v) => Number(v));

export const loginSchema = z.object({
  email: email("email", L.CONTACT_EMAIL_MAX),
  password: z
    .string({ required_error: say.required("password"), invalid_type_error: say.required("password") })
    .min(1, say.required("password"))
    .max(L.PASSWORD_MAX, say.maxLength("password", L.PASSWORD_MAX)),
});

export const contactSchema = z.object({
  name: text("name", 1, L.CONTACT_NAME_MAX),
  email: email("email", L.CONTACT_EMAIL_MAX),
  subject: text("subject", 1, L.CONTACT_SUBJECT_MAX),
  message: text("message", 1, L.CONTACT_MESSAGE_MAX),
  deviceType: optionalText("deviceType", L.USER_AGENT_MAX),
});

export const shippingSchema = z.object({
  fullName: text("fullName", L.NAME_MIN, L.NAME_MAX),
  telephone: z
    .string({ required_error: say.required("telephone"), invalid_type_error: say.exactDigits("telephone", 8) })
    .trim()
    .min(1, say.required("telephone"))
    .regex(new RegExp(`^\\d{${L.TELEPHONE_LENGTH}}$`), say.exactDigits("telephone", L.TELEPHONE_LENGTH)),
  state: z
    .string({ required_error: say.required("state"), invalid_type_error: say.required("state") })
    .min(1, say.required("state"))
    .refine((v) => (tunisianStates as readonly string[]).includes(v), say.oneOf("state", tunisianStates)),
  city: text("city", L.NAME_MIN, L.NAME_MAX),
  street: optionalText("street", L.STREET_MAX),
  zip: text("zip", L.NAME_MIN, L.NAME_MAX),
  place: z.enum(places, { errorMap: () => ({ message: say.oneOf("place", places) }) }).default("Home"),
});

/** A cart line as the storefront keeps it: only id and quantity are read; price or name are ignored. */
/** A whole number sent as a number or as digits: booleans and "1e3" are not ids. */
function wholeNumber(field: string, min: number, max: number, tooBig: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, say.positiveWholeNumber(field))], {
      errorMap: () => ({ message: say.positiveWholeNumber(field) }),
    })
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= min, say.positiveWholeNumber(field))
    .refine((n) => n <= max, tooBig);
}

export const orderLineSchema = z.object({
  id: wholeNumber("product id", 1, 2_147_483_647, say.positiveWholeNumber("product id")),
  quantity: wholeNumber("quantity", 1, L.ORDER_LINE_QUANTITY_MAX, say.atMost("quantity", L.ORDER_LINE_QUANTITY_MAX)),
});

export const orderSchema = shippingSchema.extend({
  products: z
    .array(orderLineSchema, { required_error: en["api.orderEmpty"], invalid_type_error: en["api.orderEmpty"] })
    .min(1, en["api.orderEmpty"])
    .max(L.ORDER_LINES_MAX, say.atMost("products", L.ORDER_LINES_MAX)),
});

const productTypeSchema = z.enum(productTypeValues, {
  // An empty select is a missing choice, not a wrong one: staff should not be shown the raw value list.
  errorMap: (_issue, ctx) => ({
    message: ctx.data === undefined || ctx.data === "" ? say.required("type") : say.oneOf("type", productTypeValues),
  }),
});

/** The admin product form: field names as the form posts them. */
export const productFormSchema = z
  .object({
    name: text("name", L.NAME_MIN, L.NAME_MAX),
    price: priceSchema,
    quantity: stockQuantitySchema,
    type: productTypeSchema,
    category: z.string({ required_error: say.required("category") }).min(1, say.required("category")),
    description: text("description", L.DESCRIPTION_MIN, L.DESCRIPTION_MAX),
  })
  .superRefine((value, ctx) => {
    if (!isCategoryOf(value.type, value.category)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["category"], message: say.categoryOfType() });
    }
  });

export type ProductForm = z.infer<typeof productFormSchema>;

export const imageRefSchema = z.object({
  url: z
    .string()
    .regex(/^[a-f0-9]{16,64}\.(png|jpg|gif)$/, "images must be files returned by the upload call"),
});

export const postFormSchema = z.object({
  title: text("title", L.NAME_MIN, L.NAME_MAX),
  description: text("description", L.DESCRIPTION_MIN, L.DESCRIPTION_MAX),
  categories: optionalText("categories", L.POST_FREE_TEXT_MAX),
  tags: optionalText("tags", L.POST_FREE_TEXT_MAX),
  content: z
    .string({ invalid_type_error: say.maxLength("content", L.POST_CONTENT_MAX) })
    .max(L.POST_CONTENT_MAX, say.maxLength("content", L.POST_CONTENT_MAX))
    .optional()
    .default(""),
});

export const profileSchema = z.object({
  username: text("username", L.NAME_MIN, L.NAME_MAX),
  email: email("email", L.EMAIL_MAX),
});

export const roleSchema = z.enum(assignableRoles, {
  errorMap: () => ({ message: say.oneOf("role", assignableRoles) }),
});

export const userCreateSchema = profileSchema.extend({
  password: z
    .string({ required_error: say.required("password"), invalid_type_error: say.required("password") })
    .min(1, say.required("password"))
    .min(L.PASSWORD_MIN, say.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX))
    .max(L.PASSWORD_MAX, say.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX)),
  role: roleSchema,
});

export const roleChangeSchema = z.object({ role: roleSchema });

/** zod's own wording ("Required", "Expected object, received null", "Invalid input") rewritten as a sentence. */
function humanMessage(issue: z.ZodIssue): string {
  const field = issue.path.filter((p): p is string => typeof p === "string").join(".");
  if (issue.code === z.ZodIssueCode.invalid_type && (issue.message === "Required" || issue.message.startsWith("Expected "))) {
    if (issue.path.length === 0) return "The request body must be a JSON object";
    if (issue.received === "undefined") return say.required(field || "each item");
    return `${field || "each item"} must be of type ${issue.expected}`;
  }
  if (issue.code === z.ZodIssueCode.invalid_union && issue.message === "Invalid input") {
    return `${field || "each item"} has a value of the wrong type`;
  }
  return issue.message;
}

/** Messages of a failed zod parse, one human sentence per problem, without repeats. */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map(humanMessage))];
}
