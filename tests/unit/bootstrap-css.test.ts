import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOTSTRAP_OUTPUT, BOOTSTRAP_RTL_OUTPUT, BOOTSTRAP_RTL_SOURCE, buildBootstrapCss, usedWords } from "../../scripts/build-css.mjs";

/** The committed, trimmed Bootstrap stylesheet (app/styles/bootstrap.css). */
const committed = fs.readFileSync(BOOTSTRAP_OUTPUT, "utf8");

/** Whether the stylesheet has a rule whose selector list names this exact class. */
function styles(css: string, className: string): boolean {
  return new RegExp(`\\.${className}(?![\\w-])`).test(css);
}

describe("the trimmed Bootstrap stylesheet", () => {
  it("matches the sources: run `npm run build:css` after using a new Bootstrap class", () => {
    const fresh = buildBootstrapCss();
    expect(fresh === committed, "app/styles/bootstrap.css is stale: run `npm run build:css` and commit the result").toBe(true);
    const freshRtl = buildBootstrapCss(usedWords(), BOOTSTRAP_RTL_SOURCE);
    const committedRtl = fs.readFileSync(BOOTSTRAP_RTL_OUTPUT, "utf8");
    expect(freshRtl === committedRtl, "app/styles/bootstrap.rtl.css is stale: run `npm run build:css` and commit the result").toBe(true);
  });

  it("mirrors for right-to-left pages: the Arabic build puts start margins on the right", () => {
    const rtl = fs.readFileSync(BOOTSTRAP_RTL_OUTPUT, "utf8");
    expect(rtl).toMatch(/\.ms-2\{margin-right:\.5rem!important\}/);
    expect(committed).toMatch(/\.ms-2\{margin-left:\.5rem!important\}/);
  });

  it("keeps the classes the pages use, also those composed at run time", () => {
    for (const className of [
      "btn-dark",
      "btn-check",
      "is-invalid",
      "invalid-feedback",
      "alert-danger",
      "alert-success",
      "modal-dialog",
      "modal-lg",
      "modal-sm",
      "spinner-border-sm",
      "visually-hidden",
      "text-bg-success",
      "page-item",
      "col-lg-8",
    ]) {
      expect(styles(committed, className), className).toBe(true);
    }
  });

  it("drops what no page uses", () => {
    for (const className of [
      "carousel",
      "accordion",
      "toast",
      "offcanvas",
      "popover",
      "tooltip",
      "placeholder-wave",
      "list-group",
      "was-validated",
      "m-xxl-5",
      "btn-outline-info",
    ]) {
      expect(styles(committed, className), className).toBe(false);
    }
    expect(committed.length).toBeLessThan(fs.statSync("node_modules/bootstrap/dist/css/bootstrap.min.css").size / 3);
  });

  it("keeps a rule only when every class it needs is used, whatever :not() excludes", () => {
    const words = new Set(["btn", "btn-dark"]);
    const css = buildBootstrapCss(words);
    expect(styles(css, "btn-dark")).toBe(true);
    expect(styles(css, "btn-light")).toBe(false);
    // `.btn-check:checked+.btn` needs btn-check; `:not(.btn-check)+.btn:active` needs only btn.
    expect(css).not.toMatch(/\.btn-check:checked\+\.btn[,{]/);
    expect(css).toMatch(/:not\(\.btn-check\)\+\.btn:active/);
    // Bootstrap's licence comment stays.
    expect(css).toContain("Licensed under MIT");
    expect(usedWords().has("btn-dark")).toBe(true);
  });
});
