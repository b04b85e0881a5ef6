/** Real server processes, real databases and a cuttable TCP link, for the resilience scenarios. */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { SERVER_NODE_ARGS } from "../../scripts/server-command.mjs";
import { copyPreparedStore } from "../../scripts/store-template.mjs";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const owner = { email: "owner@resilience.test", password: "resilience-password" };
const sessionSecret = randomBytes(16).toString("hex");
/** A port the system says is free right now (services of this machine hold some fixed ones). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => void;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-resilience-"));
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

export async function startServer(options: {
  dataDir?: string;
  databaseUrl?: string;
  port?: number;
  demo?: boolean;
  /** Other settings of this server (TRUST_PROXY, SMTP_URL…). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv & { DATA_DIR: string } = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    DEMO_CONTENT: options.demo ? "true" : "false",
    SESSION_SECRET: sessionSecret,
    SUPER_ADMIN_EMAIL: owner.email,
    SUPER_ADMIN_PASSWORD: owner.password,
    DATA_DIR: options.dataDir ?? tempDir(),
    DATABASE_URL: options.databaseUrl ?? "",
    // The scenarios order and write many times from one address, as no shopper does.
    RATE_LIMITS: "off",
    ...options.env,
  };
  // A new embedded store starts as a copy of the one prepared for its settings (scripts/store-template.mjs): a
  // first start runs initdb and every migration (and draws the demo pictures), and the suites start dozens.
  if (!env.DATABASE_URL && isEmptyDir(env.DATA_DIR)) await copyPreparedStore(env.DATA_DIR, env);
  const child = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    kill: (signal = "SIGTERM") => child.kill(signal),
  };
  await waitForHealthy(server);
  return server;
}

export async function waitForHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server never became healthy:\n${server.output()}`);
}

/** A new, empty database on the PostgreSQL server, dropped by the returned function. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `yasmine_resilience_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function json(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function login(url: string, email = owner.email, password = owner.password): Promise<Response> {
  return fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

export async function ownerToken(url: string): Promise<string> {
  const res = await login(url);
  if (res.status !== 201) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).token;
}

export async function uploadImage(url: string, token: string, colour = "#aa3355"): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
  const res = await fetch(`${url}/api/products/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()).images[0].url;
}

export async function createProduct(url: string, token: string, quantity: number, name = "Stock Test"): Promise<number> {
  return createProductWith(url, token, {
    types: "watches",
    categories: "steel_strap",
    name,
    quantity: String(quantity),
    description: "A watch kept for the resilience tests.",
  });
}

/** A dress stocked per size (quantity is the sum of the sizes). */
export async function createSizedProduct(url: string, token: string, sizes: { size: string; quantity: number }[]): Promise<number> {
  return createProductWith(url, token, {
    types: "women_s_clothing",
    categories: "dresses",
    name: "Sized Stock Test",
    quantity: "0",
    sizes,
    description: "A dress kept for the resilience tests.",
  });
}

/**
 * A dress in two colours, each with its own picture and stock per size (quantity is the sum). Answers its id
 * and the ids of its colours, in the order given.
 */
export async function createColoredProduct(
  url: string,
  token: string,
  colors: { name: string; hex: string; family: string; sizes: { size: string; quantity: number }[] }[],
): Promise<{ id: number; colors: number[] }> {
  const withPictures = [];
  for (const color of colors) withPictures.push({ ...color, images: [{ url: await uploadImage(url, token, color.hex) }] });
  const res = await fetch(`${url}/api/products/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      types: "women_s_clothing",
      categories: "dresses",
      name: "Colour Stock Test",
      price: "120.00",
      quantity: "0",
      description: "A dress kept for the resilience tests.",
      colors: withPictures,
    }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  const product = (await res.json()) as { id: number; colors: { id: number }[] };
  return { id: product.id, colors: product.colors.map((color) => color.id) };
}

async function createProductWith(url: string, token: string, fields: Record<string, unknown>): Promise<number> {
  const image = await uploadImage(url, token);
  const res = await fetch(`${url}/api/products/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ price: "120.00", images: [{ url: image }], ...fields }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

export function orderBody(productId: number, quantity = 1, index = 0, size?: string, color?: number) {
  return JSON.stringify({
    fullName: `Client ${index}`.padEnd(3, "x"),
    telephone: String(20000000 + index).slice(0, 8),
    state: "Sfax",
    city: "Sfax Ville",
    street: "Avenue Habib Bourguiba",
    zip: "3000",
    place: "Home",
    products: [{ id: productId, quantity, ...(size ? { size } : {}), ...(color ? { color } : {}) }],
  });
}

export function placeOrder(url: string, productId: number, quantity = 1, index = 0, size?: string, color?: number): Promise<Response> {
  return fetch(`${url}/api/orders/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: orderBody(productId, quantity, index, size, color),
  });
}

/** A TCP relay in front of PostgreSQL that can be cut and restored, to play a database outage. */
export async function cuttableLink(
  target: URL,
): Promise<{ port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const port = await freePort();
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}

/** Runs `npm run <script> -- args` from the project with these settings, as an operator would. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
