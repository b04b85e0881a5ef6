/**
 * The host and the scheme: a forged Host never reaches a page or the HTML cache, and cookies are Secure exactly
 * when the shopper's connection is HTTPS, so staff sign in over plain HTTP on a shop's own network and get Secure
 * cookies over HTTPS behind a trusted proxy. The rules, then the built server.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFollowScheme, hostName, isHttps, servedHostsOnly } from "~/hosts.server";
import { owner, startServer, type ServerProcess } from "../resilience/support";

describe("the rules", () => {
  it("read a Host header's name without its port, IPv6 included", () => {
    expect(hostName("Shop.Example.TN:3000")).toBe("shop.example.tn");
    expect(hostName("[::1]:3000")).toBe("::1");
    expect(hostName(undefined)).toBe("");
  });

  it("answer pages only for the machine's own names without PUBLIC_URL, any host with it, and the API always", async () => {
    const refused: string[] = [];
    const app = (publicUrl?: string) =>
      new Hono()
        .use(
          servedHostsOnly(
            publicUrl,
            (host) => refused.push(host),
            () => new Set(["localhost", "192.168.1.10"]),
          ),
        )
        .all("*", (c) => c.text("page"));
    const get = (publicUrl: string | undefined, path: string, host: string) => app(publicUrl).request(path, { headers: { host } });
    expect((await get(undefined, "/home", "192.168.1.10:3000")).status).toBe(200);
    const forged = await get(undefined, "/home", "evil.example");
    expect(forged.status).toBe(421);
    expect(await forged.text()).toMatch(/set PUBLIC_URL/);
    expect(refused).toEqual(["evil.example"]);
    expect((await get(undefined, "/api/products", "evil.example")).status).toBe(200);
    expect((await get("https://yasmine.tn", "/home", "anything.example")).status).toBe(200);
  });

  it("take the scheme from PUBLIC_URL, else from a trusted proxy's X-Forwarded-Proto, else from the request", () => {
    const request = (proto?: string) => new Request("http://192.168.1.10/login", { headers: proto ? { "x-forwarded-proto": proto } : {} });
    expect(isHttps(request(), "https://yasmine.tn", 0)).toBe(true);
    expect(isHttps(request(), undefined, 0)).toBe(false);
    // Anyone can write the header: it counts only behind a trusted proxy, which writes its entry last.
    expect(isHttps(request("https"), undefined, 0)).toBe(false);
    expect(isHttps(request("https"), undefined, 1)).toBe(true);
    expect(isHttps(request("https, http"), undefined, 1)).toBe(false);
  });

  it("take Secure off every cookie over plain HTTP and keep it over HTTPS", async () => {
    const app = new Hono().use(cookiesFollowScheme((request) => request.headers.get("x-test-https") === "1")).get("/", (c) => {
      c.header("Set-Cookie", "a=1; Path=/; HttpOnly; Secure; SameSite=Lax", { append: true });
      c.header("Set-Cookie", "b=2; Path=/; SameSite=Lax; Secure", { append: true });
      return c.text("ok");
    });
    const plain = (await app.request("/")).headers.getSetCookie();
    expect(plain).toEqual(["a=1; Path=/; HttpOnly; SameSite=Lax", "b=2; Path=/; SameSite=Lax"]);
    const secure = (await app.request("/", { headers: { "x-test-https": "1" } })).headers.getSetCookie();
    expect(secure.every((cookie) => /; Secure/.test(cookie))).toBe(true);
  });
});

describe("the built server", () => {
  const servers: ServerProcess[] = [];
  let plain: ServerProcess;
  let proxied: ServerProcess;
  beforeAll(async () => {
    execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" });
    [plain, proxied] = await Promise.all([startServer({}), startServer({ env: { TRUST_PROXY: "1" } })]);
    servers.push(plain, proxied);
  }, 300_000);
  afterAll(() => {
    for (const server of servers) server.kill("SIGKILL");
  });

  /** Signs in through the sign-in page, as a browser posts its form; answers the session cookie. */
  async function signIn(server: ServerProcess, headers: Record<string, string> = {}): Promise<string> {
    const res = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body: new URLSearchParams({ email: owner.email, password: owner.password }),
    });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith("__session="));
    expect(cookie).toBeDefined();
    return cookie!;
  }

  /** A GET with any Host header (fetch keeps the URL's own). */
  function getWithHost(server: ServerProcess, path: string, host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: server.port, path, headers: { host } }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    });
  }

  it("never lets a forged Host reach a page, cached or not", async () => {
    expect((await getWithHost(plain, "/home", `localhost:${plain.port}`)).status).toBe(200);
    for (const path of ["/home", "/home", "/sitemap.xml", "/single/1"]) {
      const res = await getWithHost(plain, path, "evil.example");
      expect(res.status).toBe(421);
      expect(res.body).not.toContain("evil.example/");
    }
    const page = await (await fetch(`${plain.url}/home`)).text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain(`href="http://127.0.0.1:${plain.port}/home"`);
  });

  it("signs staff in over plain HTTP with cookies that the browser will send back", async () => {
    const cookie = await signIn(plain);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const dashboard = await fetch(`${plain.url}/dashboard`, { headers: { cookie: cookie.split(";")[0] }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
  });

  it("gives Secure cookies over HTTPS behind a trusted proxy, and not to a client that only claims it", async () => {
    expect(await signIn(proxied, { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.4" })).toMatch(/;\s*Secure/);
    expect(await signIn(plain, { "x-forwarded-proto": "https" })).not.toMatch(/;\s*Secure/i);
  });
});
