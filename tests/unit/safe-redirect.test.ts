import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { REDIRECT_PATH_MAX } from "~/lib/limits";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { KNOWN_OFF_SITE, redirectTargets } from "../redirect-targets";

/**
 * The one check behind every redirect whose target comes from a request. What it answers is resolved as a browser
 * resolves a Location header (the WHATWG URL rules, which Node's URL implements), against the store's origin and
 * against a page deep in it, and must stay on the store.
 */
const ORIGIN = "https://shop.example.tn";
const PAGES = [`${ORIGIN}/`, `${ORIGIN}/fr/women/dresses?sort=price_asc#newsletter`, `${ORIGIN}/language?to=x`];
const FALLBACK = "/fr/home";
const RUNS = 20_000;

let cases = 0;
let offSite = 0;
afterAll(() => console.log(`open redirects (helper): ${cases} cases, ${offSite} off-site`));

/** Where a browser goes from `page` when told `Location: out`, and whether that is still the store. */
function staysOnStore(out: string): boolean {
  return PAGES.every((page) => new URL(out, page).origin === ORIGIN);
}

describe("safeRedirectPath", () => {
  it("never answers a Location that leads off the store, whatever the target", () => {
    fc.assert(
      fc.property(redirectTargets, fc.boolean(), (target, keepHash) => {
        cases += 1;
        const out = safeRedirectPath(target, FALLBACK, { keepHash });
        if (!staysOnStore(out)) offSite += 1;
        expect(staysOnStore(out), `${JSON.stringify(target)} answered ${JSON.stringify(out)}`).toBe(true);
        // A path from the root, never `//` or `/\`, which a browser reads as a host.
        expect(out).toMatch(/^\/(?![/\\])/);
        expect(out.length).toBeLessThanOrEqual(REDIRECT_PATH_MAX);
        // What it answers is already normalised: read again, it is the same path.
        expect(safeRedirectPath(out, "/elsewhere", { keepHash })).toBe(out);
      }),
      { numRuns: RUNS },
    );
    expect(offSite).toBe(0);
  });

  it("keeps a store path where a browser would have taken it, query and (when asked) fragment included", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, fragment) => {
        const target = `/${path.replace(/^\/+/, "")}?${query}#${fragment}`;
        const out = safeRedirectPath(target, FALLBACK, { keepHash: true });
        const expected = new URL(target, ORIGIN);
        // A path whose dot segments leave it starting with `//` is refused rather than followed elsewhere.
        if (expected.pathname.startsWith("//")) {
          expect(out).toBe(FALLBACK);
          return;
        }
        // An empty `?` or `#` says nothing, and the getters drop it.
        const opened = new URL(out, ORIGIN);
        expect(`${opened.pathname}${opened.search}${opened.hash}`).toBe(`${expected.pathname}${expected.search}${expected.hash}`);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(KNOWN_OFF_SITE)("answers the fallback for %s, which a browser reads as //evil.example", (target) => {
    expect(new URL(target, ORIGIN).pathname).toMatch(/^\/\/evil\.example/);
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ["/fr/women?category=dresses", "/fr/women?category=dresses"],
    ["/ar/single/7", "/ar/single/7"],
    ["/women/../about", "/about"],
    ["/%2e%2e/cart", "/cart"],
    ["\\cart", "/cart"],
    [" /cart\t", "/cart"],
    ["/search?q=robe d'été", "/search?q=robe%20d%27%C3%A9t%C3%A9"],
  ])("follows %j to %j, the path a browser would open", (target, expected) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "women",
    "?x=1",
    "",
    null,
    42,
    `/${"a".repeat(REDIRECT_PATH_MAX)}`,
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, FALLBACK)).toBe(FALLBACK);
  });

  it("drops the fragment unless asked to keep it", () => {
    expect(safeRedirectPath("/about#team", FALLBACK)).toBe("/about");
    expect(safeRedirectPath("/about#team", FALLBACK, { keepHash: true })).toBe("/about#team");
  });
});
