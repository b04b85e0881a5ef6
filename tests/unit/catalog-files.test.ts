/**
 * Reading uploaded catalogue files (docs/decisions/053): CSV as Excel and other shops write it, and the ZIP of
 * pictures, whose dangerous entries are refused before anything is unpacked.
 */
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readCatalogFile, readSize, guessColorFamily, pictureFileName } from "~/lib/catalog-import.server";
import { CsvReadError, readCsvTable } from "~/lib/csv-read.server";
import { IMAGE_MAX_BYTES } from "~/lib/limits";
import { readZipPictures, ZipReadError } from "~/lib/zip-read.server";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("reading a CSV file", () => {
  it("reads UTF-8 with and without a BOM, and Windows-1252", () => {
    expect(readCsvTable(bytes("\uFEFFname,price\r\nRobe été,10\r\n")).rows[0].cells).toEqual(["Robe été", "10"]);
    expect(readCsvTable(bytes("name,price\nRobe été,10\n")).encoding).toBe("utf-8");
    const latin = readCsvTable(new Uint8Array([...bytes("name\nRobe "), 0xe9, ...bytes("t"), 0xe9, 0x0a]));
    expect(latin).toMatchObject({ encoding: "windows-1252", rows: [{ cells: ["Robe été"] }] });
  });

  it("takes semicolons as French Excel writes them, keeps quoted line breaks, and leaves a formula as text", () => {
    const table = readCsvTable(bytes('name;description;note\r\nRobe;"Ligne 1\r\nLigne 2; encore";=1+1\r\n'));
    expect(table.delimiter).toBe(";");
    expect(table.rows).toEqual([{ line: 2, cells: ["Robe", "Ligne 1\r\nLigne 2; encore", "=1+1"] }]);
  });

  it("numbers rows as a spreadsheet shows them, blank rows counted, and refuses an empty or unclosed file", () => {
    expect(readCsvTable(bytes("a\n1\n\n2\n")).rows.map((row) => row.line)).toEqual([2, 4]);
    expect(() => readCsvTable(bytes("a,b\n"))).toThrow(new CsvReadError("The file has no rows under its header line"));
    expect(() => readCsvTable(bytes('a,b\n"x,1\n'))).toThrow(/its quotes do not close/);
    expect(() => readCsvTable(bytes("a\n1\n2\n3\n"), 2)).toThrow(/more than 2 rows/);
  });
});

describe("reading catalogue formats", () => {
  it("tells the formats from the header row, and none from another header", () => {
    expect(readCatalogFile(readCsvTable(bytes("name,price\nA,1\n")))).toBeNull();
    const shopify = readCatalogFile(readCsvTable(bytes("Handle,Title,Body (HTML),Variant SKU,Variant Price\nx,X,,X-1,5\n")));
    expect(shopify?.format).toBe("shopify");
  });

  it("reads sizes, colour families and picture names as files write them", () => {
    expect([
      readSize("M"),
      readSize("xl"),
      readSize("One size"),
      readSize("Taille unique"),
      readSize("2–3 y"),
      readSize("38"),
      readSize("XXXL"),
    ]).toEqual(["m", "xl", "one", "one", "2-3y", "38", null]);
    expect([guessColorFamily("Dark Green"), guessColorFamily("Rouge"), guessColorFamily("Ivory")]).toEqual(["green", "red", "multicolour"]);
    expect(pictureFileName("https://cdn.shopify.com/s/files/1/robe%20verte.jpg?v=17")).toBe("robe verte.jpg");
  });
});

describe("reading a ZIP of pictures", () => {
  it("reads pictures by file name, folders dropped, other files ignored", () => {
    const zip = zipSync({ "photos/green.png": new Uint8Array([1, 2, 3]), "notes.txt": bytes("hello") });
    expect([...readZipPictures(zip).entries()]).toEqual([["green.png", new Uint8Array([1, 2, 3])]]);
  });

  it("refuses a path that leaves its folder, an absolute path, an entry larger than an upload, and bytes that are no ZIP", () => {
    expect(() => readZipPictures(zipSync({ "../escape.png": new Uint8Array([1]) }))).toThrow(ZipReadError);
    expect(() => readZipPictures(zipSync({ "/etc/escape.png": new Uint8Array([1]) }))).toThrow(/leaves its folder/);
    // A bomb: megabytes of zeros packed into a few kilobytes.
    const bomb = zipSync({ "big.png": new Uint8Array(IMAGE_MAX_BYTES + 1) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(() => readZipPictures(bomb)).toThrow(/too large to unpack: big.png/);
    expect(() => readZipPictures(bytes("not a zip"))).toThrow(/cannot be read/);
  });
});
