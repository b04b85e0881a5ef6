/**
 * Every kind of page, in English, French and Arabic, as the built server streams it (React's streaming render,
 * the store's entry, the HTML cache, compression off): exactly UTF-8 text, with no NUL byte. React 18 used to send
 * the unwritten last byte of a 2 KB view when a multi-byte letter did not fit at its end (patches/react-dom+…):
 * browsers showed a U+FFFD inside the Arabic word, and some crawlers stopped reading at the NUL.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchTour, pageTour, startDemoStore, type DemoStore, type FetchedPage } from "../page-tour";

let store: DemoStore | undefined;
let pages: FetchedPage[];

beforeAll(async () => {
  // The test reads the built server; `vitest` on its own must not read a stale one.
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" });
  store = await startDemoStore();
  pages = await fetchTour(store.url, await pageTour(store.url));
}, 300_000);

afterAll(() => store?.stop());

function offsetsOfNul(body: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(0); at >= 0; at = body.indexOf(0, at + 1)) offsets.push(at);
  return offsets;
}

describe("a streamed page", () => {
  it("of every kind, in every language, for shoppers and staff, is fetched", () => {
    for (const locale of ["en", "fr", "ar"]) {
      expect(pages.filter((page) => page.label.startsWith(`${locale} store `)).length).toBeGreaterThanOrEqual(25);
      expect(pages.filter((page) => page.label.startsWith(`${locale} admin `)).length).toBeGreaterThanOrEqual(21);
    }
    // Each language's pages are written in it: the tour did not fetch English three times.
    const arabic = pages.filter((page) => page.label.startsWith("ar "));
    expect(arabic.every((page) => page.body.toString("utf8").includes('<html lang="ar" dir="rtl"'))).toBe(true);
  });

  it("holds no NUL byte and is valid UTF-8, on every page", () => {
    const broken = pages
      .map((page) => ({
        page: page.label,
        nulAt: offsetsOfNul(page.body),
        validUtf8: Buffer.from(page.body.toString("utf8")).equals(page.body),
      }))
      .filter((found) => found.nulAt.length > 0 || !found.validUtf8);
    expect(broken).toEqual([]);
  });
});
