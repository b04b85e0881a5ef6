import fc from "fast-check";

/**
 * Redirect targets an attacker may send (`?to=`, a form's `back`, a request path), for the open-redirect tests:
 * dot segments written plainly or percent-encoded, slashes and backslashes doubled or mixed, tabs, newlines and
 * controls that a browser strips, schemes, hosts and user-info, and plain random text.
 */

/** The payloads that led to another site before every redirect read its target as a browser does. */
export const KNOWN_OFF_SITE = ["/.//evil.example", "/%2e//evil.example/x", "/a/..//evil.example"] as const;

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(".", "..", "%2e", "%2E", "%2e%2e", ".%2e", "%2E.", "%2e%2E", "", "", "evil.example") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "evil.example:443",
      "user@evil.example",
      "evil.example%2f",
      "fr",
      "women",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%00",
      "%09",
      "%0a",
      "%252e",
      "é",
      "\u3002",
      "@",
      ":",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

const separator = fc.constantFrom(
  "/",
  "/",
  "/",
  "\\",
  "//",
  "\\\\",
  "/\\",
  "\\/",
  "/\t/",
  "/\n/",
  "/\r\n/",
  "\t",
  "\n",
  "/./",
  "/../",
  "/%2e/",
  "/%2e%2e/",
);

const start = fc.constantFrom(
  "/",
  "/",
  "\\",
  "//",
  "///",
  "/\\",
  "\\/",
  "\\\\",
  " /",
  "\t/",
  "\n/",
  "\u0000/",
  "\u001f/",
  "/\t/",
  "/\n/",
  "/\r/",
  "/.//",
  "/%2e//",
  "/a/..//",
  "http:",
  "https:",
  "http:/",
  "http://",
  "HTTPS://",
  "http:\\\\",
  "javascript:",
  "data:",
  "//evil.example",
  "",
);

const end = fc.constantFrom("", "", "?x=1", "?to=//evil.example", "#top", "?a=1#b", " ", "\t", "\u0000", "/", "//");

/** A target built of the pieces above. */
const assembled = fc
  .tuple(start, fc.array(fc.tuple(segment, separator), { maxLength: 6 }), segment, end)
  .map(([first, pairs, last, tail]) => `${first}${pairs.map(([s, sep]) => `${s}${sep}`).join("")}${last}${tail}`);

export const redirectTargets: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_OFF_SITE) },
  { weight: 12, arbitrary: assembled },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: fc.webPath() },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);
