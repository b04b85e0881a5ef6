import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames } from "~/components/store/icons";

const sprite = fs.readFileSync(path.resolve("app/components/store/icons.svg"), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

describe("the storefront's icon sprite", () => {
  it("draws every icon the pages may ask for, and nothing else", () => {
    expect([...symbols].sort()).toEqual([...iconNames].sort());
  });

  it("holds only shapes: no script, no handler, no link out", () => {
    expect(sprite).not.toMatch(/<script|\son\w+=|href=|xlink:/i);
  });
});
