import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stylesheetsToInline } from "~/components/inline-stylesheets";
import { readBuiltStylesheet } from "~/stylesheet-text.server";

const dir = path.resolve("public/build/_test-inline");
beforeAll(() => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "shop.css"), "body{color:#123}");
  fs.writeFileSync(path.join(dir, "closing.css"), "a{}</style><script>alert(1)</script>");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("inlined stylesheets", () => {
  it("reads a stylesheet of the browser build by its URL", () => {
    expect(readBuiltStylesheet("/build/_test-inline/shop.css")).toBe("body{color:#123}");
  });

  it("links instead of inlining anything that is not a built stylesheet, or that would close the element", () => {
    expect(readBuiltStylesheet("/build/_test-inline/closing.css")).toBeNull();
    expect(readBuiltStylesheet("/build/_test-inline/missing.css")).toBeNull();
    expect(readBuiltStylesheet("/build/../../package.json")).toBeNull();
    expect(readBuiltStylesheet("/build/../../app/styles/store.css")).toBeNull();
    expect(readBuiltStylesheet("/favicon.svg")).toBeNull();
  });

  it("collects each route's stylesheets once, root first", () => {
    expect(stylesheetsToInline([{ inlineStylesheets: ["/a.css", "/b.css"] }, undefined, { inlineStylesheets: ["/c.css", "/a.css"] }, { robots: "noindex" }])).toEqual([
      "/a.css",
      "/b.css",
      "/c.css",
    ]);
  });
});
