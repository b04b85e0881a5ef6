import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formWithFiles, pngImage, validOrder, validProduct } from "../api/harness";
import { freePort } from "../resilience/support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_ARGS } from "../../scripts/server-command.mjs";
import { KEEP_ALIVE_TIMEOUT_MS } from "~/lib/limits";

/** The real server process on the embedded database: lock, durability and graceful stop. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-process-"));
const children: ChildProcess[] = [];

// The test starts the built server; `vitest` on its own must not test a stale one.
beforeAll(() => void execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" }), 300_000);

function startServer(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DEMO_CONTENT: "false",
      SUPER_ADMIN_EMAIL: "owner@process.test",
      SUPER_ADMIN_PASSWORD: "process-password",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<number | null>) {
  const deadline = Date.now() + 60_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("the server never became healthy");
}

/** A server on a free port, and the owner's Bearer header for it. */
async function startSignedIn(env: Record<string, string> = {}) {
  const port = await freePort();
  const server = startServer(port, env);
  await waitForHealth(port, server.exited);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@process.test", password: "process-password" }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return { server, base, auth };
}

/** A product with one picture; answers its id and the body it was created with. */
async function createProduct(base: string, auth: Record<string, string>, overrides: Record<string, unknown>) {
  const upload = await fetch(`${base}/api/products/upload`, {
    method: "POST",
    headers: auth,
    body: formWithFiles("images", [{ bytes: await pngImage(), name: "a.png" }]),
  });
  const { images } = (await upload.json()) as { images: { url: string }[] };
  const body = validProduct([images[0].url], overrides);
  const created = await fetch(`${base}/api/products/create`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, body };
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("is started by npm start exactly as the tests and scripts start it", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`cross-env NODE_ENV=production node ${SERVER_NODE_ARGS.join(" ")}`);
  });

  it("keeps an acknowledged row after SIGKILL, refuses a second process on the same data, and stops gracefully", async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitForHealth(port, first.exited);

    const sent = await fetch(`http://127.0.0.1:${port}/api/messages/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Durable", email: "d@process.test", subject: "kept after kill", message: "hello" }),
    });
    expect(sent.status).toBe(201);

    const crossSite = await fetch(`http://127.0.0.1:${port}/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.tn&password=x",
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("already in use by another store process");

    first.child.kill("SIGKILL");
    await first.exited;

    const restarted = startServer(port);
    await waitForHealth(port, restarted.exited);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@process.test", password: "process-password" }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`http://127.0.0.1:${port}/api/messages?q=kept`, { headers: { authorization: `Bearer ${token}` } });
    const messages = (await list.json()) as { subject: string }[];
    expect(messages.map((m) => m.subject)).toEqual(["kept after kill"]);

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "store.lock"))).toBe(false);
  }, 120_000);

  it("serves anonymous pages from its HTML cache and forgets them as soon as the API writes, on connections kept open past a proxy's idle timeout", async () => {
    const { server, base, auth } = await startSignedIn();
    const upload = await fetch(`${base}/api/products/upload`, {
      method: "POST",
      headers: auth,
      body: formWithFiles("images", [{ bytes: await pngImage(), name: "a.png" }]),
    });
    const { images } = (await upload.json()) as { images: { url: string }[] };
    const created = await fetch(`${base}/api/products/create`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(validProduct([images[0].url], { name: "Cached Dress" })),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const page = async (cookie?: string) => {
      const res = await fetch(`${base}/women`, { headers: cookie ? { cookie } : {} });
      return {
        cache: res.headers.get("x-cache"),
        control: res.headers.get("cache-control"),
        keepAlive: res.headers.get("keep-alive"),
        html: await res.text(),
      };
    };
    const first = await page();
    // Node's own 5 s would close sockets a client is about to reuse (ECONNRESET on its next request).
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(first.cache).toBe("MISS");
    expect(first.html).toContain("Cached Dress");
    const second = await page();
    expect(second.cache).toBe("HIT");
    expect(second.control).toContain("s-maxage=");

    const renamed = await fetch(`${base}/api/products/update/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(validProduct([images[0].url], { name: "Renamed Dress" })),
    });
    expect(renamed.status).toBe(200);
    const afterWrite = await page();
    expect(afterWrite.cache).toBe("MISS");
    expect(afterWrite.html).toContain("Renamed Dress");

    const withCart = await page(`cart-list=${id}:1`);
    expect(withCart.cache).toBe("MISS");
    expect(withCart.control).toBe("private, no-store");
    expect(withCart.html).toContain("Renamed Dress");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);

  it("serves shoppers with a cart the copy of their count from its cache, and never one shopper's cart to another", async () => {
    const { server, base, auth } = await startSignedIn();
    expect(server.output()).not.toContain("TRUST_PROXY is set");
    const owner = (await (await fetch(`${base}/api/users/user`, { headers: auth })).json()) as { id: number; username: string };
    /** The owner's name saved as it was: a write of the kind that changes the pages (a post's byline), so it clears the cache. */
    const clearCache = async () => {
      const saved = await fetch(`${base}/api/users/update/${owner.id}`, {
        method: "PUT",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ username: owner.username }),
      });
      expect(saved.status).toBe(200);
    };
    const home = async (cookie?: string) => {
      const res = await fetch(`${base}/home`, { headers: cookie ? { cookie } : {} });
      return { cache: res.headers.get("x-cache"), control: res.headers.get("cache-control"), html: await res.text() };
    };
    const badges = (html: string) => [...html.matchAll(/class="store-count" aria-hidden="true">(\d+)</g)].map((match) => Number(match[1]));

    const amira = "cart-list=9101.m:2|9202.s:1; product-list=9303";
    const sami = "cart-list=9404.xl:3|9505:1; product-list=9606|9707";
    await clearCache();
    const forAmira = await home(amira);
    const forSami = await home(sami);
    expect([forAmira.cache, forSami.cache]).toEqual(["MISS", "HIT"]);
    expect(forSami.html).toBe(forAmira.html);
    expect(badges(forSami.html)).toEqual([2, 2]);
    for (const own of ["9101", "9202", "9303", "9404", "9505", "9606", "9707"]) expect(forSami.html).not.toContain(own);

    // The shared copy is exactly what Sami's own render is: a page that wrote anything of Amira's cart would differ.
    await clearCache();
    const samiRendered = await home(sami);
    expect(samiRendered.cache).toBe("MISS");
    expect(samiRendered.html).toBe(forSami.html);

    const oneLine = await home("cart-list=9808.m:1");
    expect(oneLine.cache).toBe("MISS");
    expect(badges(oneLine.html)).toEqual([1, 1]);
    const anonymous = await home();
    expect(anonymous.cache).toBe("MISS");
    expect(badges(anonymous.html)).toEqual([]);
    expect(anonymous.control).toContain("s-maxage=");
    expect((await home("product-list=9303")).cache).toBe("HIT");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
  it("keeps its cached pages through a thousand anonymous writes, and forgets them when an order or a product edit changes them", async () => {
    // Limits on, as in production: each write comes from its own client, through a trusted proxy.
    // A lifetime far beyond the test: a page can only be missing because a write cleared it.
    const { server, base, auth } = await startSignedIn({ TRUST_PROXY: "1", HTML_CACHE_SECONDS: "3600" });
    const product = await createProduct(base, auth, { name: "Last Dress", quantity: "1" });
    const page = async () => {
      const res = await fetch(`${base}/women`);
      return { cache: res.headers.get("x-cache"), html: await res.text() };
    };
    expect((await page()).cache).toBe("MISS");
    expect((await page()).cache).toBe("HIT");

    const post = (path: string, client: string, json: unknown) =>
      fetch(`${base}/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify(json),
      });
    const unsubscribe = (n: number) => post("newsletter/unsubscribe", `198.18.0.${n % 250}`, { token: `no-such-token-${n}` });
    const subscribe = (n: number) => post("newsletter/subscribe", `198.18.1.${n % 250}`, { email: `reader${n}@example.tn`, consent: true });
    const message = (n: number) =>
      post("messages/send", `198.18.2.${n % 250}`, {
        name: "Amira",
        email: "amira@example.tn",
        subject: `Question ${n}`,
        message: "Do you deliver to Sfax?",
      });
    const track = (n: number) => post("orders/track", `198.18.3.${n % 250}`, { reference: "AAAA-BBBB-CCCC", telephone: "20123456" });
    // Fewer sign-ins: each one costs a password hash.
    const failedLogin = (n: number) =>
      post("auth/login", `198.18.4.${n % 250}`, { email: `nobody${n}@example.tn`, password: "wrong-password" });
    const login = (n: number) => post("auth/login", `198.18.5.${n % 250}`, { email: "owner@process.test", password: "process-password" });
    const writes = [unsubscribe, subscribe, message, track, unsubscribe, subscribe, message, track, failedLogin, login];
    const statuses = new Map<string, number>();
    for (let n = 0; n < 1000; n += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => writes[(n + i) % writes.length](n + i)));
      for (const answer of answers)
        statuses.set(
          `${new URL(answer.url).pathname} ${answer.status}`,
          (statuses.get(`${new URL(answer.url).pathname} ${answer.status}`) ?? 0) + 1,
        );
    }
    // Every write was taken (or refused as the route refuses a wrong pair), none held back by a limit.
    expect([...statuses.keys()].sort()).toEqual([
      "/api/auth/login 201",
      "/api/auth/login 401",
      "/api/messages/send 201",
      "/api/newsletter/subscribe 201",
      "/api/newsletter/unsubscribe 200",
      "/api/orders/track 404",
    ]);
    expect((await page()).cache).toBe("HIT");

    // The order sells the last one: the page must say so at once, not a cache lifetime later.
    const ordered = await post("orders/create", "198.18.6.1", validOrder([{ id: product.id, quantity: 1 }]));
    expect(ordered.status).toBe(201);
    const afterOrder = await page();
    expect(afterOrder.cache).toBe("MISS");
    expect(afterOrder.html).toContain("Out Stock");
    expect((await page()).cache).toBe("HIT");

    const renamed = await fetch(`${base}/api/products/update/${product.id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ ...product.body, name: "Renamed Dress" }),
    });
    expect(renamed.status).toBe(200);
    const afterEdit = await page();
    expect(afterEdit.cache).toBe("MISS");
    expect(afterEdit.html).toContain("Renamed Dress");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);

  it("warns at start when TRUST_PROXY is set and it listens on every interface, and not when it listens on one", async () => {
    const openPort = await freePort();
    const everyInterface = startServer(openPort, { TRUST_PROXY: "1" });
    await waitForHealth(openPort, everyInterface.exited);
    expect(everyInterface.output()).toContain("TRUST_PROXY is set and the store listens on every interface");
    everyInterface.child.kill("SIGTERM");
    expect(await everyInterface.exited).toBe(0);

    const localPort = await freePort();
    const local = startServer(localPort, { TRUST_PROXY: "1", HOST: "127.0.0.1" });
    await waitForHealth(localPort, local.exited);
    expect(local.output()).not.toContain("TRUST_PROXY is set");
    local.child.kill("SIGTERM");
    expect(await local.exited).toBe(0);
  }, 120_000);
});
