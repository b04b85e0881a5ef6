import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

/** The repository carries no secrets: no key files, no private keys, no credentials in the product code. */
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => f && fs.existsSync(f) && fs.statSync(f).isFile());

describe("secrets", () => {
  it("tracks no key or environment files", () => {
    expect(tracked.filter((f) => /(^|\/)\.env(\.|$)|\.(pem|key|p12|pfx)$|id_rsa/.test(f))).toEqual([]);
  });

  it("holds no private keys or cloud credentials", () => {
    const offenders = tracked.filter((f) => {
      if (/\.(png|jpe?g|gif|ico|woff2?)$/.test(f) || fs.statSync(f).size > 2_000_000) return false;
      const text = fs.readFileSync(f, "utf8");
      return /-----BEGIN (RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----|AKIA[0-9A-Z]{16}|xox[baprs]-[0-9A-Za-z-]{10,}/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it("sets no password or secret literal in the product code", () => {
    const product = tracked.filter((f) => (f.startsWith("app/") || f === "server.ts") && /\.(ts|tsx)$/.test(f));
    const offenders = product.filter((f) =>
      /(password|secret|api[_-]?key)\s*[:=]\s*["'`][^"'`\s]{6,}["'`]/i.test(
        fs.readFileSync(f, "utf8").replace(/development-only-secret/g, ""),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
