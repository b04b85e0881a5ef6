import { describe, expect, it } from "vitest";
import { createApi } from "~/api";
import { isDatabaseUnavailable } from "~/api/errors";
import { categoriesOf, categoryPages, categoryValue, isCategoryOf, productTypes } from "~/lib/catalog";
import { deviceFromUserAgent } from "~/lib/device.server";
import { formatDate, formatPhone, formatUsd } from "~/lib/format";
import { documentTitle } from "~/lib/seo";
import { tunisianStates } from "~/lib/states";

describe("formatters", () => {
  it("writes USD with comma thousands separators", () => {
    expect(formatUsd("1249.5")).toBe("$1,249.50");
    expect(formatUsd(49.9)).toBe("$49.90");
  });

  it("writes dates like 'mar 05, 2023'", () => {
    expect(formatDate("2023-03-05T10:00:00Z")).toBe("mar 05, 2023");
    expect(formatDate("not a date")).toBe("");
  });

  it("prefixes phones with +216", () => {
    expect(formatPhone("22123456")).toBe("+216 22123456");
  });

  it("normalises user agents to tablet, mobile or desktop", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("tablet");
    expect(
      deviceFromUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("mobile");
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36")).toBe(
      "mobile",
    );
    expect(deviceFromUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36")).toBe("desktop");
    expect(deviceFromUserAgent("")).toBe("desktop");
  });

  it("titles pages with the store name after a vertical bar", () => {
    expect(documentTitle("Home")).toBe("Home | Yasmine");
    expect(documentTitle("Watches", "Bijou")).toBe("Watches | Bijou");
  });
});

describe("catalog", () => {
  it("derives category values from the labels", () => {
    expect(categoryValue("Shorts & Skirts")).toBe("shorts_and_skirts");
    expect(categoryValue("Long skirts")).toBe("long_skirts");
    expect(categoryValue("Cotton bags")).toBe("cotton_bags");
    expect(categoriesOf("handbags").map((c) => c.value)).toEqual(["leather", "cotton_bags", "wallets", "jeans_bags", "other"]);
    expect(categoriesOf("unknown")).toEqual([]);
  });

  it("has the eight types of SPEC section 3", () => {
    expect(productTypes.map((t) => t.value)).toEqual([
      "women_s_clothing",
      "men_s_clothing",
      "kid_s_wear",
      "party_wear",
      "jewellery",
      "watches",
      "shoes",
      "handbags",
    ]);
  });

  it("maps every category page filter key to a category of that page's type", () => {
    for (const page of categoryPages) {
      for (const filter of page.filters) expect(isCategoryOf(page.type, filter.category), `${page.slug} ${filter.key}`).toBe(true);
    }
    const handbags = categoryPages.find((p) => p.slug === "handbags")!;
    expect(handbags.hasAll).toBe(false);
    expect(handbags.filters.map((f) => f.key)).toEqual(["leather", "cottonBags", "wallets", "jeansBags"]);
  });

  it("offers the 24 Tunisian states", () => {
    expect(tunisianStates).toHaveLength(24);
  });
});

describe("health and outages", () => {
  it("answers 503 on /api/health when the database does not answer", async () => {
    const api = createApi({
      db: null as never,
      ping: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      },
    });
    const res = await api.request("/api/health");
    expect(res.status).toBe(503);
  });

  it("recognises lost connections as unavailability, not as bugs", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("syntax error at or near"))).toBe(false);
  });
});
