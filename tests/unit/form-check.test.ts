import { withZod } from "@remix-validated-form/with-zod";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { checkForm } from "~/lib/form-check";
import { contactSchema } from "~/lib/contact-schemas";
import { shippingSchema } from "~/lib/order-schemas";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The storefront forms as shoppers send them: empty, half right, too long, right. */
const shippingCases: Record<string, string>[] = [
  {},
  { intent: "order", fullName: "", telephone: "", state: "", city: "", street: "", zip: "", place: "Home" },
  { fullName: "Al", telephone: "2212", state: "Tunis", city: "Tu", zip: "10", place: "Office" },
  { fullName: "A name far too long for it", telephone: "2212345a", state: "Narnia", city: "Sousse", zip: "4000", place: "Garden" },
  { fullName: "Amira Ben Salah", telephone: "22123456", state: "Sousse", city: "Sousse", street: "x".repeat(200), zip: "4000" },
  { fullName: "Amira Ben Salah", telephone: "22123456", state: "Sousse", city: "Sousse", street: "", zip: "4000", place: "Home" },
];
const contactCases: Record<string, string>[] = [
  {},
  { name: "", email: "", subject: "", message: "" },
  { name: "Amira", email: "a@b", subject: "Order", message: "Hello" },
  { name: "Amira", email: "amira@example.tn", subject: "s".repeat(151), message: "Hello", deviceType: "Mozilla/5.0" },
  { name: "Amira", email: "amira@example.tn", subject: "Sizes", message: "Do you have it in M?" },
];

describe("checkForm", () => {
  it("names the same errors, word for word, as remix-validated-form's zod adapter did on these forms", async () => {
    const forms: [ZodTypeAny, Record<string, string>[]][] = [
      [shippingSchema, shippingCases],
      [contactSchema, contactCases],
    ];
    for (const [schema, cases] of forms) {
      for (const fields of cases) {
        const before = await withZod(schema).validate(form(fields));
        expect(checkForm(schema, form(fields)).fieldErrors, JSON.stringify(fields)).toEqual(before.error?.fieldErrors);
      }
    }
  });

  it("answers each missing checkout field with its own message and leaves the optional street alone", () => {
    expect(checkForm(shippingSchema, form({})).fieldErrors).toEqual({
      fullName: "fullName is required",
      telephone: "telephone is required",
      state: "state is required",
      city: "city is required",
      zip: "zip is required",
    });
  });

  it("gives the parsed values when the form is right", () => {
    const checked = checkForm(shippingSchema, form(shippingCases[5]));
    expect(checked.fieldErrors).toBeUndefined();
    expect(checked.data).toMatchObject({ fullName: "Amira Ben Salah", telephone: "22123456", place: "Home" });
  });
});
