/**
 * The back office's Discounts screen (ADR 047): a code as the API answers it, the status shown for it, and its
 * form's validator. The form checks with the API's own schema (discountSchemaFor), after reading the form's
 * checkboxes as the booleans and list the schema takes.
 */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { codeStateRefusal, type DiscountRefusal } from "~/lib/discounts";
import type { Currency } from "~/lib/i18n";
import { discountSchemaFor } from "~/lib/discount-schemas";
import { storeDateTimeInput } from "~/lib/store-time";
import type { Discount } from "~/models/discounts.server";

/** A code as GET /api/discounts answers it: the model's own answer type, so the screen and the API cannot drift. */
export type DiscountCode = Discount;

/** What the list says of a code now: it applies, or why not before any basket (codeStateRefusal). */
export const discountStates = ["active", "paused", "scheduled", "expired", "usedUp"] as const;
export type DiscountState = (typeof discountStates)[number];

const stateOfRefusal: Partial<Record<DiscountRefusal, DiscountState>> = {
  paused: "paused",
  notStarted: "scheduled",
  expired: "expired",
  usedUp: "usedUp",
};

/** The status of a code at `now`, decided by the same rule as an order's (app/lib/discounts.ts). */
export function discountStateOf(code: DiscountCode, now: Date): DiscountState {
  const refusal = codeStateRefusal(
    {
      ...code,
      startsAt: code.startsAt ? new Date(code.startsAt) : null,
      endsAt: code.endsAt ? new Date(code.endsAt) : null,
    },
    now,
  );
  return refusal === null ? "active" : (stateOfRefusal[refusal] ?? "active");
}

/** The form's checkboxes: posted as "on" when ticked, absent when not. */
const CHECKBOXES = ["excludeSale", "oncePerPhone", "paused"] as const;

function isTicked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

/**
 * The form's values as the API's schema takes them: ticked boxes as booleans, the product types as a list (one
 * ticked box posts a single value). Without JavaScript the form shows both the percentage and the amount: only the
 * one the chosen kind needs is read, so a value left in the other never stops the form.
 */
export function discountPayloadOf(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const name of CHECKBOXES) payload[name] = isTicked(values[name]);
  const types = values.productTypes;
  payload.productTypes = types === undefined || types === "" ? [] : Array.isArray(types) ? types : [types];
  if (values.kind !== "percent") payload.percent = "";
  if (values.kind !== "fixed") payload.amount = "";
  return payload;
}

function buildDiscountValidator(currency: Currency) {
  return withZod(
    z.preprocess(
      (raw) => (raw && typeof raw === "object" ? discountPayloadOf(raw as Record<string, unknown>) : raw),
      discountSchemaFor(currency),
    ),
  );
}

const validators = new Map<Currency, ReturnType<typeof buildDiscountValidator>>();
/** The discount form's validator in the store's currency (built once per currency: a form keeps the same object). */
export function discountValidatorFor(currency: Currency): ReturnType<typeof buildDiscountValidator> {
  let validator = validators.get(currency);
  if (!validator) validators.set(currency, (validator = buildDiscountValidator(currency)));
  return validator;
}

/** The form's fields of a stored code: its dates on Tunis's clock, as the datetime-local fields show them. */
export function discountFormDefaults(code: DiscountCode) {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent === null ? "" : String(code.percent),
    amount: code.amount ?? "",
    startsAt: storeDateTimeInput(code.startsAt),
    endsAt: storeDateTimeInput(code.endsAt),
    minSubtotal: code.minSubtotal ?? "",
    productTypes: code.productTypes,
    excludeSale: code.excludeSale,
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    oncePerPhone: code.oncePerPhone,
    paused: code.paused,
    note: code.note,
  };
}

/** A stored code as the API takes it back (PUT /api/discounts/update/{id}), to pause or resume it. */
export function discountInputOf(code: DiscountCode) {
  return {
    code: code.code,
    kind: code.kind,
    percent: code.percent,
    amount: code.amount,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    minSubtotal: code.minSubtotal,
    productTypes: code.productTypes,
    excludeSale: code.excludeSale,
    maxUses: code.maxUses,
    oncePerPhone: code.oncePerPhone,
    paused: code.paused,
    note: code.note,
  };
}

/** The fields of the form, as the API's sentences name them first ("code: …", "maxUses cannot …"). */
export const DISCOUNT_FIELDS = [
  "code",
  "kind",
  "percent",
  "amount",
  "startsAt",
  "endsAt",
  "minSubtotal",
  "productTypes",
  "excludeSale",
  "maxUses",
  "oncePerPhone",
  "paused",
  "note",
] as const;
