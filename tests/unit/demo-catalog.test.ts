import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  artKinds,
  avatarSvg,
  bannerSvg,
  brandLogoSvg,
  brandNames,
  heroSvg,
  postCoverSvg,
  productSvg,
  saleTileSvg,
  type ArtKind,
} from "../../app/db/demo/art";
import { demoMessages, demoOrders, demoPosts, demoProducts } from "../../app/db/demo/catalog";
import { demoPostTranslations } from "../../app/db/demo/post-translations";
import { demoProductTranslations } from "../../app/db/demo/product-translations";

/** Product types and the category values each one allows. */
const CATEGORIES: Record<string, string[]> = {
  women_s_clothing: ["dresses", "shorts_and_skirts", "jeans", "shirts", "other"],
  men_s_clothing: ["slacks", "jeans", "shirts", "other"],
  kid_s_wear: ["frocks", "skirts", "jeans", "shirts", "other"],
  party_wear: ["long_skirts", "frocks", "maxi_dress", "other"],
  jewellery: ["neck_sets", "rings", "chains", "bracelets", "other"],
  watches: ["leather_strap", "steel_strap", "chain_type", "iron_strap", "other"],
  shoes: ["women_shoes", "men_shoes", "casual_shoes", "running_shoes", "other"],
  handbags: ["leather", "cotton_bags", "wallets", "jeans_bags", "other"],
};

const STATES = [
  "Ariana",
  "Beja",
  "Ben Arous",
  "Bizerte",
  "Gabes",
  "Gafsa",
  "Jendouba",
  "Kairouan",
  "Kasserine",
  "Kebili",
  "Kef",
  "Mahdia",
  "Manouba",
  "Medenine",
  "Monastir",
  "Nabeul",
  "Sfax",
  "Sidi Bouzid",
  "Siliana",
  "Sousse",
  "Tataouine",
  "Tozeur",
  "Tunis",
  "Zaghouan",
];

const between = (s: string, min: number, max: number) => s.length >= min && s.length <= max;

async function rasterises(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function checkSvgHeader(svg: string, width: number, height: number): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toContain("foreignObject");
  expect(svg).not.toMatch(/NaN|undefined/);
}

describe("demo products", () => {
  it("has at least 8 products of every type, and only known types", () => {
    for (const type of Object.keys(CATEGORIES)) {
      expect(demoProducts.filter((p) => p.type === type).length, type).toBeGreaterThanOrEqual(8);
    }
    for (const p of demoProducts) expect(Object.keys(CATEGORIES), p.name).toContain(p.type);
  });

  it("covers every category value of every type, using only allowed values", () => {
    for (const [type, categories] of Object.entries(CATEGORIES)) {
      const used = new Set(demoProducts.filter((p) => p.type === type).map((p) => p.category));
      for (const category of categories) expect(used.has(category), `${type}/${category}`).toBe(true);
      for (const category of used) expect(categories, `${type}/${category}`).toContain(category);
    }
  });

  it("keeps names within 3 to 20 characters and unique", () => {
    for (const p of demoProducts) expect(between(p.name, 3, 20), `"${p.name}" (${p.name.length})`).toBe(true);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
  });

  it("keeps descriptions within 15 to 400 characters", () => {
    for (const p of demoProducts) {
      expect(between(p.description, 15, 400), `${p.name} (${p.description.length})`).toBe(true);
    }
  });

  it("writes prices with two decimals", () => {
    for (const p of demoProducts) {
      expect(p.price, p.name).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price), p.name).toBeGreaterThan(0);
    }
    // a few prices need a thousands separator, so the formatting shows in the store
    expect(demoProducts.filter((p) => Number(p.price) >= 1000).length).toBeGreaterThanOrEqual(2);
  });

  it("has at least one sold-out product per type and sensible stock", () => {
    for (const type of Object.keys(CATEGORIES)) {
      expect(
        demoProducts.some((p) => p.type === type && p.quantity === 0),
        type,
      ).toBe(true);
    }
    for (const p of demoProducts) {
      expect(Number.isInteger(p.quantity) && p.quantity >= 0, p.name).toBe(true);
    }
  });

  it("marks roughly a quarter of the products as new", () => {
    const share = demoProducts.filter((p) => p.isNew).length / demoProducts.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
  });

  it("gives every product 1 to 4 valid images", () => {
    for (const p of demoProducts) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.name).toBeLessThanOrEqual(4);
      for (const img of p.images) {
        expect(artKinds, p.name).toContain(img.kind);
        expect(img.colour, p.name).toMatch(/^#[0-9a-f]{6}$/i);
        expect([0, 1, 2, 3], p.name).toContain(img.variant);
      }
    }
  });
});

describe("demo posts", () => {
  it("has at least 10 posts with titles of 3 to 20 characters", () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(10);
    for (const post of demoPosts) {
      expect(between(post.title, 3, 20), `"${post.title}" (${post.title.length})`).toBe(true);
      expect(between(post.description, 15, 400), post.title).toBe(true);
      expect(post.categories.trim().length, post.title).toBeGreaterThan(0);
      expect(post.tags.trim().length, post.title).toBeGreaterThan(0);
      expect(Number.isInteger(post.cover) && post.cover >= 0 && post.cover <= 9, post.title).toBe(true);
    }
  });

  it("writes content with the tags the editor produces only", () => {
    const allowed = new Set(["p", "h2", "h3", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote", "br"]);
    for (const post of demoPosts) {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
      for (const tag of tags) expect(allowed.has(tag), `${post.title}: <${tag}>`).toBe(true);
      for (const m of post.content.matchAll(/<a ([^>]*)>/g)) expect(m[1], post.title).toMatch(/^href="https:\/\/[^"]+"$/);
      const paragraphs = (post.content.match(/<p>/g) ?? []).length;
      expect(paragraphs, post.title).toBeGreaterThanOrEqual(3);
      expect(paragraphs, post.title).toBeLessThanOrEqual(6);
    }
  });
});

/** The tags of an HTML text in order, e.g. ["p", "/p", "h2", "/h2", …]: a translation keeps the English structure. */
const tagSequence = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
const arabicScript = /[\u0600-\u06ff]/;
const latinWord = /[A-Za-z]{4,}/;

describe("demo translations", () => {
  it("gives every demo product a French and an Arabic name and description, within the English limits", () => {
    for (const p of demoProducts) {
      const texts = demoProductTranslations[p.name];
      expect(texts, p.name).toBeDefined();
      for (const locale of ["fr", "ar"] as const) {
        const { name, description } = texts[locale];
        expect(name.trim(), `${p.name} ${locale}`).toBe(name);
        expect(between(name, 3, 20), `${p.name} ${locale}: "${name}" (${name.length})`).toBe(true);
        expect(between(description, 15, 400), `${p.name} ${locale}: description (${description.length})`).toBe(true);
        expect(description, `${p.name} ${locale}`).not.toBe(p.description);
      }
      expect(texts.fr.name, p.name).not.toBe(p.name);
      // Arabic is written in Arabic: no English words left in it (short codes such as RFID or V are fine).
      expect(texts.ar.name, p.name).toMatch(arabicScript);
      expect(texts.ar.description, p.name).toMatch(arabicScript);
      expect(texts.ar.name, p.name).not.toMatch(/[A-Za-z]/);
      expect(
        (texts.ar.description.match(/[A-Za-z]+/g) ?? []).every((word) => word.length <= 4 && word === word.toUpperCase()),
        p.name,
      ).toBe(true);
    }
  });

  it("has no translation of a product that is not in the catalogue, and no two products with the same translated name", () => {
    const names = new Set(demoProducts.map((p) => p.name));
    for (const key of Object.keys(demoProductTranslations)) expect(names.has(key), key).toBe(true);
    for (const locale of ["fr", "ar"] as const) {
      const translated = demoProducts.map((p) => demoProductTranslations[p.name][locale].name);
      expect(new Set(translated).size, locale).toBe(demoProducts.length);
    }
  });

  it("gives every demo post a French and an Arabic title, description, content and categories", () => {
    const titles = new Set(demoPosts.map((post) => post.title));
    for (const key of Object.keys(demoPostTranslations)) expect(titles.has(key), key).toBe(true);
    for (const post of demoPosts) {
      const texts = demoPostTranslations[post.title];
      expect(texts, post.title).toBeDefined();
      for (const locale of ["fr", "ar"] as const) {
        const { title, description, content, categories } = texts[locale];
        const label = `${post.title} ${locale}`;
        expect(between(title, 3, 20), `${label}: "${title}" (${title.length})`).toBe(true);
        expect(title).not.toBe(post.title);
        expect(between(description, 15, 400), `${label}: description (${description.length})`).toBe(true);
        expect(between(categories.trim(), 1, 200), `${label}: categories`).toBe(true);
        // The same structure as the English content, tag for tag, with the editor's tags and https links only.
        expect(tagSequence(content), label).toEqual(tagSequence(post.content));
        for (const m of content.matchAll(/<a ([^>]*)>/g)) expect(m[1], label).toMatch(/^href="https:\/\/[^"\s]+"$/);
        expect(content.replace(/<[^>]*>/g, "").trim().length, label).toBeGreaterThan(200);
      }
      for (const field of ["title", "description", "content", "categories"] as const) {
        expect(texts.ar[field], `${post.title} ar ${field}`).toMatch(arabicScript);
        expect(texts.ar[field].replace(/<[^>]*>/g, ""), `${post.title} ar ${field}`).not.toMatch(latinWord);
      }
    }
  });
});

describe("demo orders and messages", () => {
  it("has 6 orders with valid Tunisian addresses", () => {
    expect(demoOrders).toHaveLength(6);
    for (const o of demoOrders) {
      expect(between(o.fullName, 3, 20), o.fullName).toBe(true);
      expect(o.telephone, o.fullName).toMatch(/^\d{8}$/);
      expect(STATES, o.fullName).toContain(o.state);
      expect(between(o.city, 3, 20), o.fullName).toBe(true);
      expect(o.zip, o.fullName).toMatch(/^\d{4}$/);
      expect(["Home", "Office"], o.fullName).toContain(o.place);
      expect(o.lines.length, o.fullName).toBeGreaterThan(0);
    }
  });

  it("orders only products that are in stock", () => {
    for (const o of demoOrders) {
      for (const line of o.lines) {
        const p = demoProducts[line.productIndex];
        expect(p, `${o.fullName} line ${line.productIndex}`).toBeDefined();
        expect(p.quantity, p.name).toBeGreaterThan(0);
        expect(line.quantity).toBeGreaterThan(0);
      }
    }
  });

  it("has 5 messages with real-looking user agents", () => {
    expect(demoMessages).toHaveLength(5);
    for (const m of demoMessages) {
      expect(m.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(m.deviceType).toMatch(/^Mozilla\/5\.0 \(/);
    }
    const agents = demoMessages.map((m) => m.deviceType).join("\n");
    expect(agents).toContain("iPhone");
    expect(agents).toContain("iPad");
    expect(agents).toContain("Android");
    expect(agents).toContain("Windows NT");
  });
});

describe("demo art", () => {
  it("renders every product kind in every variant with sharp", async () => {
    for (const kind of artKinds) {
      for (const variant of [0, 1, 2, 3]) {
        const svg = productSvg(kind, "#8a4b2f", variant);
        checkSvgHeader(svg, 800, 800);
        const png = await rasterises(svg);
        const meta = await sharp(png).metadata();
        expect([meta.width, meta.height], `${kind}/${variant}`).toEqual([800, 800]);
      }
    }
  }, 120_000);

  it("renders every product image used by the catalog", async () => {
    const seen = new Set<string>();
    for (const p of demoProducts) {
      for (const img of p.images) {
        const key = `${img.kind}|${img.colour}|${img.variant}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await expect(rasterises(productSvg(img.kind, img.colour, img.variant)), p.name).resolves.toBeInstanceOf(Buffer);
      }
    }
  }, 120_000);

  it("renders the hero, sale tiles, banners, logos, covers and avatars", async () => {
    const hero = heroSvg("Yasmine");
    checkSvgHeader(hero, 1600, 600);
    await rasterises(hero);
    const kinds: ArtKind[] = ["dress", "watch", "shoe", "necklace", "handbag"];
    for (const kind of kinds) {
      const tile = saleTileSvg(kind, "#2f6f8f");
      checkSvgHeader(tile, 600, 400);
      await rasterises(tile);
      const banner = bannerSvg(kind, "#c8553d");
      checkSvgHeader(banner, 1600, 400);
      await rasterises(banner);
    }
    expect(brandNames).toHaveLength(5);
    for (let i = 0; i < 5; i++) {
      const logo = brandLogoSvg(i);
      checkSvgHeader(logo, 300, 120);
      await rasterises(logo);
    }
    for (let i = 0; i < 10; i++) {
      const cover = postCoverSvg(i);
      checkSvgHeader(cover, 1200, 630);
      await rasterises(cover);
    }
    const avatar = avatarSvg("ab", "#6f9468");
    checkSvgHeader(avatar, 256, 256);
    expect(avatar).toContain(">AB<");
    await rasterises(avatar);
  }, 120_000);

  it("never echoes unsafe input into the markup", () => {
    const svg = productSvg("dress", '"/><script>alert(1)</script>', 1);
    expect(svg).not.toContain("<script");
    expect(avatarSvg("<&", "#000")).toContain("&lt;&amp;");
    expect(() => productSvg("dress", "#abc", 7)).not.toThrow();
  });
});
