import { describe, expect, it } from "vitest";
import { apiFieldErrors, sizeFieldErrors, stockDefaults, stockPayload } from "~/components/admin/admin.server";
import { codeFieldName, productValidatorFor, typedProductValues, variantCodesValidator } from "~/components/admin/product-validators";

describe("apiFieldErrors", () => {
  it("puts each API message beside the field it names", () => {
    expect(
      apiFieldErrors(
        ["username must be between 3 and 20 characters", "email is already used by another account"],
        ["username", "email"],
        "email",
      ),
    ).toEqual({
      username: "username must be between 3 and 20 characters.",
      email: "email is already used by another account.",
    });
  });

  it("joins several messages for one field and sends the unnamed ones to the fallback", () => {
    expect(
      apiFieldErrors(["email is required", "email must be a valid email", "body must be JSON"], ["username", "email"], "email"),
    ).toEqual({
      email: "email is required. email must be a valid email. body must be JSON.",
    });
  });

  it("does not mistake a field whose name starts another word", () => {
    expect(apiFieldErrors(["usernames are case sensitive"], ["username"], "email")).toEqual({ email: "usernames are case sensitive." });
  });
});

describe("the product form's stock per size", () => {
  const validator = productValidatorFor("USD");
  const base = { name: "Summer dress", price: "89.90", category: "dresses", description: "A summer dress made of linen." };
  const formOf = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  };

  it("reads the chosen type's sizes, an empty input being a size not sold, and computes the total", async () => {
    const result = await validator.validate(
      formOf({ ...base, type: "women_s_clothing", quantity: "", "stock-s": "3", "stock-m": "0", "stock-l": " ", "stock-38": "7" }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({
      quantity: 3,
      sizes: [
        { size: "s", quantity: 3 },
        { size: "m", quantity: 0 },
      ],
    });
    expect(stockPayload(result.data!)).toEqual({
      quantity: "3",
      sizes: [
        { size: "s", quantity: 3 },
        { size: "m", quantity: 0 },
      ],
    });
  });

  it("keeps one size (stock from before sizes) when it is posted", async () => {
    const result = await validator.validate(formOf({ ...base, type: "women_s_clothing", quantity: "6", "stock-one": "6", "stock-s": "1" }));
    expect(result.data?.sizes).toEqual([
      { size: "s", quantity: 1 },
      { size: "one", quantity: 6 },
    ]);
  });

  it("says each wrong size beside its input, and an empty grid beside the grid", async () => {
    const wrong = await validator.validate(
      formOf({ ...base, type: "shoes", category: "women_shoes", quantity: "", "stock-38": "two", "stock-39": "-1" }),
    );
    expect(wrong.error?.fieldErrors).toEqual({
      "stock-38": "quantity must be a whole number of 0 or more",
      "stock-39": "quantity must be a whole number of 0 or more",
    });
    const empty = await validator.validate(formOf({ ...base, type: "kid_s_wear", category: "frocks", quantity: "4" }));
    expect(empty.error?.fieldErrors).toEqual({ sizes: "Give the stock of at least one size" });
  });

  it("refuses a total too large for SPEC's quantity beside the grid, not beside the read-only Quantity", async () => {
    const result = await validator.validate(
      formOf({ ...base, type: "men_s_clothing", category: "shirts", "stock-s": "60000", "stock-m": "50000" }),
    );
    expect(Object.keys(result.error?.fieldErrors ?? {})).toEqual(["sizes"]);
  });

  it("keeps SPEC's Quantity as the stock of a one-size type and ignores any grid", async () => {
    const result = await validator.validate(
      formOf({ ...base, type: "watches", category: "steel_strap", quantity: "5", "stock-m": "oops" }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data?.sizes).toBeNull();
    expect(stockPayload(result.data!)).toEqual({ quantity: "5", sizes: [{ size: "one", quantity: 5 }] });
  });

  it("puts back what was typed, with the read-only Quantity showing the grid's total", () => {
    const values = typedProductValues(
      formOf({ ...base, type: "women_s_clothing", quantity: "", "stock-s": "2", "stock-m": "x", "stock-l": "4" }),
    );
    expect(values).toMatchObject({ quantity: "6", "stock-s": "2", "stock-m": "x", "stock-l": "4" });
  });

  it("fills the grid of a stored product with its sizes", () => {
    expect(
      stockDefaults([
        { size: "s", quantity: 3 },
        { size: "38", quantity: 0 },
      ]),
    ).toEqual({ "stock-s": "3", "stock-38": "0" });
  });

  it("says the API's refusal of the sizes beside the grid, in the staff member's language", () => {
    const refused = { status: 400, error: { message: ["xs is not a size of this product's type", "Give the stock of at least one size"] } };
    expect(sizeFieldErrors("en", refused)).toEqual({
      sizes: "xs is not a size of this product's type. Give the stock of at least one size.",
    });
    expect(sizeFieldErrors("fr", refused)?.sizes).toContain("n'est pas une taille de ce type de produit");
    expect(sizeFieldErrors("en", { status: 400, error: { message: ["name must be between 3 and 20 characters"] } })).toBeNull();
    expect(sizeFieldErrors("en", { status: 500, error: null })).toBeNull();
  });
});

describe("the product page's Codes form", () => {
  const formOf = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  };

  it("names each variant by its colour and size, upper-cases SKUs, keeps an empty SKU and removes an empty barcode", async () => {
    const result = await variantCodesValidator.validate(
      formOf({
        intent: "codes",
        [codeFieldName("sku", 12, "2-3y")]: "kid-dress-2",
        [codeFieldName("barcode", 12, "2-3y")]: "",
        [codeFieldName("sku", null, "m")]: " ",
        [codeFieldName("barcode", null, "m")]: "4006381333931",
      }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({
      variants: [
        { colorId: 12, size: "2-3y", sku: "KID-DRESS-2", barcode: null },
        { colorId: null, size: "m", sku: undefined, barcode: "4006381333931" },
      ],
    });
  });

  it("says each wrong code beside its own input", async () => {
    const wrong = await variantCodesValidator.validate(
      formOf({
        [codeFieldName("sku", 3, "s")]: "ONE TWO",
        [codeFieldName("barcode", 3, "s")]: "",
        [codeFieldName("sku", 3, "m")]: "",
        [codeFieldName("barcode", 3, "m")]: "4006381333932",
      }),
    );
    expect(wrong.error?.fieldErrors).toEqual({
      [codeFieldName("sku", 3, "s")]: "sku must be at most 40 letters A to Z, digits and single dashes, such as WRAP-MIDI-GRN-M",
      [codeFieldName("barcode", 3, "m")]: "barcode 4006381333932 has a wrong check digit",
    });
    const twice = await variantCodesValidator.validate(
      formOf({ [codeFieldName("sku", 3, "s")]: "TWICE", [codeFieldName("sku", 3, "m")]: "twice" }),
    );
    expect(twice.error?.fieldErrors).toEqual({ [codeFieldName("sku", 3, "m")]: "SKU TWICE is given to two variants" });
  });
});
