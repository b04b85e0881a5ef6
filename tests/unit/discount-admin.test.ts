import { describe, expect, it } from "vitest";
import {
  discountPayloadOf,
  discountStateOf,
  discountValidatorFor,
  discountFormDefaults,
  type DiscountCode,
} from "~/components/admin/discounts";
import { parseStoreDateTime, storeDateTimeInput } from "~/lib/store-time";

function code(fields: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: 1,
    code: "ETE20",
    kind: "percent",
    percent: 20,
    amount: null,
    startsAt: null,
    endsAt: null,
    minSubtotal: null,
    productTypes: [],
    excludeSale: false,
    maxUses: null,
    oncePerPhone: false,
    paused: false,
    note: "",
    uses: 0,
    revenue: "0.00",
    discountGiven: "0.00",
    createAt: "2026-06-01T10:00:00.000Z",
    updateAt: "2026-06-01T10:00:00.000Z",
    ...fields,
  };
}

describe("a datetime-local field on Tunis's clock", () => {
  it("shows a stored instant as Tunis's wall clock, and reads back as the same instant", () => {
    // Tunis is UTC+1 all year.
    expect(storeDateTimeInput("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T09:00");
    expect(storeDateTimeInput("2026-12-31T23:30:00.000Z")).toBe("2027-01-01T00:30");
    const typed = storeDateTimeInput("2026-03-29T01:15:00.000Z");
    expect(parseStoreDateTime(typed)?.toISOString()).toBe("2026-03-29T01:15:00.000Z");
  });

  it("is empty for no date, or one that is not a date", () => {
    expect(storeDateTimeInput(null)).toBe("");
    expect(storeDateTimeInput("")).toBe("");
    expect(storeDateTimeInput("not a date")).toBe("");
  });
});

describe("the status of a code", () => {
  const now = new Date("2026-07-10T12:00:00.000Z");

  it("is what the order's own rule says (codeStateRefusal)", () => {
    expect(discountStateOf(code(), now)).toBe("active");
    expect(discountStateOf(code({ paused: true }), now)).toBe("paused");
    expect(discountStateOf(code({ startsAt: "2026-07-11T00:00:00.000Z" }), now)).toBe("scheduled");
    expect(discountStateOf(code({ endsAt: "2026-07-10T12:00:00.000Z" }), now)).toBe("expired");
    expect(discountStateOf(code({ maxUses: 10, uses: 10 }), now)).toBe("usedUp");
    expect(discountStateOf(code({ maxUses: 10, uses: 3, startsAt: "2026-07-01T00:00:00.000Z" }), now)).toBe("active");
  });

  it("says paused before anything else, as an order is refused", () => {
    expect(discountStateOf(code({ paused: true, maxUses: 1, uses: 1 }), now)).toBe("paused");
  });
});

describe("the discount form", () => {
  it("reads ticked boxes as booleans and one ticked type as a list", () => {
    expect(discountPayloadOf({ kind: "percent", percent: "20", excludeSale: "on", productTypes: "watches" })).toEqual({
      kind: "percent",
      percent: "20",
      amount: "",
      excludeSale: true,
      oncePerPhone: false,
      paused: false,
      productTypes: ["watches"],
    });
    expect(discountPayloadOf({ kind: "fixed", percent: "20", amount: "5", productTypes: ["shoes", "watches"] })).toMatchObject({
      percent: "",
      amount: "5",
      productTypes: ["shoes", "watches"],
    });
  });

  it("is checked by the API's schema, with its sentences beside the fields", async () => {
    const validator = discountValidatorFor("TND");
    const refused = await validator.validate({ code: "É!", kind: "percent", percent: "", amount: "oops" });
    expect(refused.error?.fieldErrors).toEqual({
      code: "code must be 3 to 20 letters, digits and dashes, such as SUMMER-20",
      percent: "percent is required for a code of the kind percent",
    });
    const accepted = await validator.validate({
      code: " ete 20 ",
      kind: "percent",
      percent: "20",
      minSubtotal: "100",
      maxUses: "10",
      startsAt: "2026-07-01T09:00",
      excludeSale: "on",
    });
    expect(accepted.data).toMatchObject({
      code: "ETE-20",
      percent: 20,
      amount: null,
      minSubtotal: "100.000",
      maxUses: 10,
      excludeSale: true,
      oncePerPhone: false,
      startsAt: new Date("2026-07-01T08:00:00.000Z"),
      endsAt: null,
    });
  });

  it("fills in a stored code as the fields show it", () => {
    expect(
      discountFormDefaults(
        code({ kind: "fixed", percent: null, amount: "10.000", endsAt: "2026-08-01T22:59:00.000Z", maxUses: 5, productTypes: ["shoes"] }),
      ),
    ).toMatchObject({
      kind: "fixed",
      percent: "",
      amount: "10.000",
      startsAt: "",
      endsAt: "2026-08-01T23:59",
      maxUses: "5",
      productTypes: ["shoes"],
    });
  });
});
