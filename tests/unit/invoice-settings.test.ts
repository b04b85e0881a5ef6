/** The invoices' settings as the environment gives them (README, Configuration): defaults, and a clear stop. */
import { describe, expect, it } from "vitest";
import { invoiceSettings as readSettings } from "~/config.server";

/** The settings from these variables alone, as a start with only them set would read them. */
const invoiceSettings = (vars: Record<string, string>, currency: "TND" | "USD", storeName: string) =>
  readSettings(vars as NodeJS.ProcessEnv, currency, storeName);

describe("invoice settings", () => {
  it("default to 19% everywhere, the stamp in dinars only, and no legal details", () => {
    const tnd = invoiceSettings({}, "TND", "Yasmine");
    expect(tnd).toEqual({
      seller: { legalName: "", storeName: "Yasmine", address: "", telephone: "", taxId: "", tradeRegister: "" },
      stamp: "1.000",
      vatRates: {},
      defaultRate: 19,
      shippingRate: 19,
    });
    expect(invoiceSettings({}, "USD", "Yasmine").stamp).toBe("0.00");
  });

  it("read the legal mentions, the rates per type, the delivery's rate and the stamp", () => {
    const settings = invoiceSettings(
      {
        STORE_LEGAL_NAME: " Yasmine Mode SARL ",
        STORE_ADDRESS: "12 rue de Marseille, 1000 Tunis",
        STORE_TELEPHONE: "+216 71 123 456",
        STORE_TAX_ID: "1234567/A/M/000",
        STORE_TRADE_REGISTER: "B01234562020",
        VAT_RATE: "13",
        VAT_RATES: "jewellery=19, shoes=7",
        SHIPPING_VAT_RATE: "19",
        FISCAL_STAMP: "1",
      },
      "TND",
      "Yasmine",
    );
    expect(settings.seller.legalName).toBe("Yasmine Mode SARL");
    expect(settings.seller.taxId).toBe("1234567/A/M/000");
    expect(settings.vatRates).toEqual({ jewellery: 19, shoes: 7 });
    expect(settings.defaultRate).toBe(13);
    expect(settings.shippingRate).toBe(19);
    expect(settings.stamp).toBe("1.000");
  });

  it("stop the start with a message naming the setting when one is malformed", () => {
    expect(() => invoiceSettings({ VAT_RATE: "nineteen" }, "TND", "Y")).toThrow(/VAT_RATE must be a rate in percent/);
    expect(() => invoiceSettings({ VAT_RATE: "150" }, "TND", "Y")).toThrow(/VAT_RATE/);
    expect(() => invoiceSettings({ VAT_RATES: "hats=19" }, "TND", "Y")).toThrow(/VAT_RATES names product types/);
    expect(() => invoiceSettings({ VAT_RATES: "shoes=x" }, "TND", "Y")).toThrow(/VAT_RATES \(shoes\)/);
    expect(() => invoiceSettings({ FISCAL_STAMP: "1.0005" }, "TND", "Y")).toThrow(/FISCAL_STAMP must be an amount in TND/);
    expect(() => invoiceSettings({ FISCAL_STAMP: "-1" }, "TND", "Y")).toThrow(/FISCAL_STAMP/);
  });
});
