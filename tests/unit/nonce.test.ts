import { describe, expect, it } from "vitest";
import { newNonce, pageSecurityPolicy } from "~/security.server";

describe("a render's script nonce", () => {
  it("is 128 bits in base64, never the same twice, across the refills of its pool", () => {
    // 256 nonces fill the pool once: 2,000 cross several refills.
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("is what a page's policy allows scripts with", () => {
    const nonce = newNonce();
    expect(pageSecurityPolicy(nonce, true)).toContain(`script-src 'self' 'nonce-${nonce}'`);
  });
});
