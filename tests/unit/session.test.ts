import { afterEach, describe, expect, it, vi } from "vitest";

/** The session cookie's flags, as a production server sets them. */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function cookieHeader(): Promise<string> {
  const { getSession, commitSession } = await import("~/session.server");
  const session = await getSession(new Request("http://store.test/"));
  session.set("token", "t".repeat(43));
  return commitSession(session);
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Secure and without Max-Age (the server takes Secure off over plain HTTP)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "unit-test-secret");
    const header = await cookieHeader();
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Secure/);
    expect(header).not.toMatch(/Max-Age|Expires/i);
  });

  it("ignores a cookie signed with another secret", async () => {
    vi.stubEnv("SESSION_SECRET", "an-attackers-secret");
    const forged = await cookieHeader();
    vi.resetModules();
    vi.stubEnv("SESSION_SECRET", "the-real-secret");
    const real = await import("~/session.server");
    const session = await real.getSession(new Request("http://store.test/", { headers: { cookie: forged.split(";")[0] } }));
    expect(session.get("token")).toBeUndefined();
  });
});
