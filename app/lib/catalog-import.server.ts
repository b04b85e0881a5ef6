/**
 * Catalogue files as the import reads them (docs/decisions/053): the store's own export, Shopify's products CSV
 * and WooCommerce's, told apart by their header row, each turned into the same drafts: a product with its texts,
 * raw category, prices and colours, each colour with its pictures (file names) and sizes. Nothing here knows the
 * database: app/models/catalog-import.server.ts checks the drafts against the store and writes them.
 */
import { unneutralised } from "./csv";
import { recordOf, type CsvTable } from "./csv-read.server";
import { sayApi } from "./api-messages.server";
import { colorFamilies, colorFamilyNames, type ColorFamily } from "./colors";
import { everySize, ONE_SIZE } from "./sizes";
import { say } from "./messages";

export type CatalogFormat = "store" | "shopify" | "woocommerce";

export interface DraftSize {
  /** The spreadsheet row the size came from, for its errors. */
  line: number;
  /** The size as the file writes it (`M`, `One size`, `38`); readSize turns it into the store's code. */
  size: string;
  sku: string;
  barcode: string;
  quantity: string;
}

export interface DraftColor {
  line: number;
  /** Null: the product has no colours. */
  name: string | null;
  nameFr: string;
  nameAr: string;
  swatch: string;
  family: string;
  /** File names or addresses, in order. */
  pictures: string[];
  sizes: DraftSize[];
}

export interface DraftProduct {
  /** The product's first row. */
  line: number;
  /** Empty: made from the name (a file without handles). */
  handle: string;
  name: string;
  nameFr: string;
  nameAr: string;
  description: string;
  descriptionFr: string;
  descriptionAr: string;
  /** What the file calls its category: `type/category` in the store's own file, free text in the others. */
  category: string;
  isNew: boolean;
  /** The price before any sale. */
  price: string;
  /** What it sells for while on sale; empty when not. */
  salePrice: string;
  /** The maker's name ("" for none); undefined when the file has no such column: the stored one stays, a new product has none. */
  brand?: string;
  /** Whether the product goes to the feeds; undefined when the file does not say: the stored choice stays, a new product is in. */
  inFeeds?: boolean;
  colors: DraftColor[];
}

/** A problem in a row of the file, before anything reaches the store: a column it names and a sentence. */
export interface RowProblem {
  line: number;
  column: string;
  message: string;
}

export interface ParsedCatalog {
  format: CatalogFormat;
  products: DraftProduct[];
  problems: RowProblem[];
}

const SHOPIFY_COLUMNS = ["Handle", "Title", "Body (HTML)", "Variant SKU"];
const WOO_COLUMNS = ["ID", "Type", "SKU", "Parent", "Name", "Regular price"];
const STORE_COLUMNS = ["Handle", "Name", "Type", "Category", "Price", "SKU", "Stock", "Pictures"];

/** The format a header row belongs to; null when it is none of the three. */
export function catalogFormatOf(header: readonly string[]): CatalogFormat | null {
  const has = (columns: readonly string[]) => columns.every((column) => header.includes(column));
  if (has(STORE_COLUMNS)) return "store";
  if (has(SHOPIFY_COLUMNS)) return "shopify";
  if (has(WOO_COLUMNS)) return "woocommerce";
  return null;
}

/** Every way a file may write a size, folded, to the store's code. */
const sizeWords = new Map<string, string>([
  ...everySize.map((size) => [fold(size), size] as const),
  ...everySize.map((size) => [fold(say.size(size)), size] as const),
  ...["one size", "taille unique", "os", "tu", "unique", "default title", ""].map((word) => [word, ONE_SIZE] as const),
]);

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s\u2013\u2014-]+/g, " ")
    .trim();
}

/** The store's code of a size as a file writes it, or null when the store sells no such size. */
export function readSize(text: string): string | null {
  return sizeWords.get(fold(text)) ?? null;
}

const colorWordFamilies = new Map<string, ColorFamily>(
  colorFamilies.flatMap((family) => Object.values(colorFamilyNames[family]).map((name) => [fold(name), family] as const)),
);

/** A colour's family from its name (`Dark green` → green); multicolour when no word names one. */
export function guessColorFamily(name: string): ColorFamily {
  const words = fold(name).split(" ");
  for (const word of [fold(name), ...words.reverse()]) {
    const family = colorWordFamilies.get(word);
    if (family) return family;
  }
  return "multicolour";
}

/** The file name a picture cell names: the last part of an address, without its query. */
export function pictureFileName(reference: string): string {
  const path = reference.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
}

const isTrue = (text: string) => /^(yes|true|1|oui|y)$/i.test(text.trim());
const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** The store's own export: one row per variant, product and colour cells repeated. */
function readStoreFile(table: CsvTable): ParsedCatalog {
  const products: DraftProduct[] = [];
  const byHandle = new Map<string, DraftProduct>();
  // Exports from before the feeds have neither column: their products keep what the store holds.
  const hasBrand = table.header.includes("Brand");
  const hasInFeeds = table.header.includes("In feeds");
  for (const row of table.rows) {
    const raw = recordOf(table.header, row);
    const cell = (column: string) => unneutralised(raw[column] ?? "").trim();
    const handle = cell("Handle");
    let product = byHandle.get(handle);
    if (!product) {
      product = {
        line: row.line,
        handle,
        name: cell("Name"),
        nameFr: cell("Name (fr)"),
        nameAr: cell("Name (ar)"),
        description: unneutralised(raw["Description"] ?? ""),
        descriptionFr: unneutralised(raw["Description (fr)"] ?? ""),
        descriptionAr: unneutralised(raw["Description (ar)"] ?? ""),
        category: `${cell("Type")}/${cell("Category")}`,
        isNew: isTrue(cell("New")),
        price: cell("Price"),
        salePrice: cell("Sale price"),
        brand: hasBrand ? cell("Brand") : undefined,
        // An empty cell says nothing either.
        inFeeds: hasInFeeds && cell("In feeds") ? isTrue(cell("In feeds")) : undefined,
        colors: [],
      };
      products.push(product);
      if (handle) byHandle.set(handle, product);
    }
    const colorName = cell("Colour") || null;
    let color = product.colors.find((candidate) => candidate.name === colorName);
    if (!color) {
      color = {
        line: row.line,
        name: colorName,
        nameFr: cell("Colour (fr)"),
        nameAr: cell("Colour (ar)"),
        swatch: cell("Swatch"),
        family: cell("Colour family"),
        pictures: splitList(cell("Pictures"), /,\s*/),
        sizes: [],
      };
      product.colors.push(color);
    }
    color.sizes.push({ line: row.line, size: cell("Size"), sku: cell("SKU"), barcode: cell("Barcode"), quantity: cell("Stock") });
  }
  return { format: "store", products, problems: [] };
}

const COLOR_OPTION = /^(colou?r|couleur|coloris)$/i;
const SIZE_OPTION = /^(size|taille|pointure)$/i;

/** Shopify's products CSV: a product's first row holds its texts, every row may hold a variant and a picture. */
function readShopifyFile(table: CsvTable): ParsedCatalog {
  const products: DraftProduct[] = [];
  const problems: RowProblem[] = [];
  const groups = new Map<string, { line: number; rows: Record<string, string>[]; lines: number[] }>();
  for (const row of table.rows) {
    const raw = recordOf(table.header, row);
    const handle = raw["Handle"].trim();
    const group = groups.get(handle) ?? { line: row.line, rows: [], lines: [] };
    group.rows.push(raw);
    group.lines.push(row.line);
    groups.set(handle, group);
  }
  for (const [handle, group] of groups) {
    const first = group.rows[0];
    if (/^false$/i.test((first["Published"] ?? "").trim())) continue;
    const optionNames = [first["Option1 Name"], first["Option2 Name"], first["Option3 Name"]].map((name) => (name ?? "").trim());
    const colorOption = optionNames.findIndex((name) => COLOR_OPTION.test(name));
    const sizeOption = optionNames.findIndex((name) => SIZE_OPTION.test(name));
    optionNames.forEach((name, index) => {
      if (name && index !== colorOption && index !== sizeOption && name !== "Title") {
        problems.push({ line: group.line, column: `Option${index + 1} Name`, message: sayApi.importOptionUnknown(name) });
      }
    });
    const images = group.rows
      .map((raw, index) => ({ src: (raw["Image Src"] ?? "").trim(), position: Number(raw["Image Position"]) || index + 1 }))
      .filter((image) => image.src)
      .sort((a, b) => a.position - b.position)
      .map((image) => image.src);
    const variants = group.rows
      .map((raw, index) => ({ raw, line: group.lines[index] }))
      .filter(({ raw }) => (raw["Variant SKU"] ?? "").trim() || (raw["Option1 Value"] ?? "").trim() || (raw["Variant Price"] ?? "").trim());
    const firstVariant = variants[0]?.raw ?? first;
    const price = (firstVariant["Variant Price"] ?? "").trim();
    const compareAt = (firstVariant["Variant Compare At Price"] ?? "").trim();
    const onSale = compareAt !== "" && Number(compareAt) > Number(price);
    const product: DraftProduct = {
      line: group.line,
      handle,
      name: (first["Title"] ?? "").trim(),
      nameFr: "",
      nameAr: "",
      description: first["Body (HTML)"] ?? "",
      descriptionFr: "",
      descriptionAr: "",
      category: (first["Type"] ?? "").trim(),
      isNew: splitList(first["Tags"] ?? "", /,/).some((tag) => /^(new|nouveau|nouveaute|nouveauté)$/i.test(tag)),
      price: onSale ? compareAt : price,
      salePrice: onSale ? price : "",
      // Shopify's Vendor is the maker's name, the brand the feeds send.
      brand: "Vendor" in first ? first["Vendor"].trim() : undefined,
      colors: [],
    };
    for (const { raw, line } of variants) {
      const variantPrice = (raw["Variant Price"] ?? "").trim();
      if (variantPrice && variantPrice !== price) {
        problems.push({ line, column: "Variant Price", message: sayApi.importOnePrice(variantPrice, price) });
      }
      const option = (index: number) => (index < 0 ? "" : (raw[`Option${index + 1} Value`] ?? "").trim());
      const colorName = colorOption < 0 ? null : option(colorOption) || null;
      let color = product.colors.find((candidate) => candidate.name === colorName);
      if (!color) {
        color = { line, name: colorName, nameFr: "", nameAr: "", swatch: "", family: "", pictures: [], sizes: [] };
        product.colors.push(color);
      }
      const variantImage = (raw["Variant Image"] ?? "").trim();
      if (variantImage && !color.pictures.includes(variantImage)) color.pictures.push(variantImage);
      color.sizes.push({
        line,
        size: option(sizeOption),
        sku: (raw["Variant SKU"] ?? "").trim(),
        barcode: (raw["Variant Barcode"] ?? "").replace(/^'/, "").trim(),
        quantity: (raw["Variant Inventory Qty"] ?? "").trim() || "0",
      });
    }
    // A colour without a picture of its own shows the product's; a product without colours, all of them.
    for (const color of product.colors) if (color.pictures.length === 0) color.pictures = images;
    products.push(product);
  }
  return { format: "shopify", products, problems };
}

/** WooCommerce's products CSV: simple products on one row; a variable product, then its variations by Parent. */
function readWooFile(table: CsvTable): ParsedCatalog {
  const products: DraftProduct[] = [];
  const problems: RowProblem[] = [];
  const parents = new Map<string, { product: DraftProduct; colorAttribute: number; sizeAttribute: number }>();
  const records = table.rows.map((row) => ({ raw: recordOf(table.header, row), line: row.line }));
  const attributeNames = (raw: Record<string, string>) => [1, 2, 3].map((n) => (raw[`Attribute ${n} name`] ?? "").trim());
  const pictures = (raw: Record<string, string>) => splitList(raw["Images"] ?? "", /,\s*/);
  for (const { raw, line } of records) {
    const type = (raw["Type"] ?? "").trim().toLowerCase();
    if (type !== "simple" && type !== "variable") continue;
    if ((raw["Published"] ?? "1").trim() === "0" || (raw["Published"] ?? "").trim() === "-1") continue;
    const regular = (raw["Regular price"] ?? "").trim();
    const sale = (raw["Sale price"] ?? "").trim();
    const product: DraftProduct = {
      line,
      handle: "",
      name: (raw["Name"] ?? "").trim(),
      nameFr: "",
      nameAr: "",
      description: raw["Description"] ?? "",
      descriptionFr: "",
      descriptionAr: "",
      // The first category of the list, as WooCommerce writes its path: `Women > Dresses`.
      category: splitList(raw["Categories"] ?? "", /,/)[0] ?? "",
      isNew: false,
      price: regular,
      salePrice: sale,
      // WooCommerce's Brands (since 9.6), a list as its Categories: the first one.
      brand: "Brands" in raw ? (splitList(raw["Brands"], /,/)[0] ?? "") : undefined,
      colors: [],
    };
    products.push(product);
    if (type === "simple") {
      product.colors.push({
        line,
        name: null,
        nameFr: "",
        nameAr: "",
        swatch: "",
        family: "",
        pictures: pictures(raw),
        sizes: [{ line, size: ONE_SIZE, sku: (raw["SKU"] ?? "").trim(), barcode: "", quantity: (raw["Stock"] ?? "").trim() || "0" }],
      });
      continue;
    }
    const names = attributeNames(raw);
    const parent = {
      product,
      colorAttribute: names.findIndex((name) => COLOR_OPTION.test(name)),
      sizeAttribute: names.findIndex((name) => SIZE_OPTION.test(name)),
    };
    const id = (raw["ID"] ?? "").trim();
    const sku = (raw["SKU"] ?? "").trim();
    if (id) parents.set(`id:${id}`, parent);
    if (sku) parents.set(sku, parent);
    // Pictures of the product, for colours without a picture of their own.
    product.colors.push({
      line,
      name: "\u0000product",
      nameFr: "",
      nameAr: "",
      swatch: "",
      family: "",
      pictures: pictures(raw),
      sizes: [],
    });
  }
  for (const { raw, line } of records) {
    if ((raw["Type"] ?? "").trim().toLowerCase() !== "variation") continue;
    const parent = parents.get((raw["Parent"] ?? "").trim());
    if (!parent) {
      problems.push({ line, column: "Parent", message: sayApi.importParentUnknown((raw["Parent"] ?? "").trim()) });
      continue;
    }
    const { product } = parent;
    const value = (index: number) => (index < 0 ? "" : (raw[`Attribute ${index + 1} value(s)`] ?? "").trim());
    const colorName = parent.colorAttribute < 0 ? null : value(parent.colorAttribute) || null;
    let color = product.colors.find((candidate) => candidate.name === colorName);
    if (!color) {
      color = { line, name: colorName, nameFr: "", nameAr: "", swatch: "", family: "", pictures: [], sizes: [] };
      product.colors.push(color);
    }
    for (const picture of pictures(raw)) if (!color.pictures.includes(picture)) color.pictures.push(picture);
    const regular = (raw["Regular price"] ?? "").trim();
    if (!product.price) product.price = regular;
    else if (regular && regular !== product.price) {
      problems.push({ line, column: "Regular price", message: sayApi.importOnePrice(regular, product.price) });
    }
    const sale = (raw["Sale price"] ?? "").trim();
    if (sale && !product.salePrice) product.salePrice = sale;
    color.sizes.push({
      line,
      size: value(parent.sizeAttribute),
      sku: (raw["SKU"] ?? "").trim(),
      barcode: "",
      quantity: (raw["Stock"] ?? "").trim() || "0",
    });
  }
  for (const { product } of new Set(parents.values())) {
    const shared = product.colors.find((color) => color.name === "\u0000product");
    product.colors = product.colors.filter((color) => color !== shared);
    for (const color of product.colors) if (color.pictures.length === 0) color.pictures = shared?.pictures ?? [];
  }
  return { format: "woocommerce", products, problems };
}

/** The drafts of a catalogue file, or null when its header is none of the three formats. */
export function readCatalogFile(table: CsvTable): ParsedCatalog | null {
  const format = catalogFormatOf(table.header);
  if (format === "store") return readStoreFile(table);
  if (format === "shopify") return readShopifyFile(table);
  if (format === "woocommerce") return readWooFile(table);
  return null;
}
