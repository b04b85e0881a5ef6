import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webConcurrencySetting } from "~/config.server";
import { validProduct } from "../api/harness";
import { createPgDatabase, ownerToken, startServer, uploadImage, type ServerProcess } from "../resilience/support";

/** WEB_CONCURRENCY: the built server as several workers on PostgreSQL, and as one process on the embedded database. */

beforeAll(() => void execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" }), 300_000);

let database: Awaited<ReturnType<typeof createPgDatabase>>;
beforeAll(async () => {
  database = await createPgDatabase();
}, 30_000);
afterAll(async () => {
  await database?.drop();
});

/** The processes whose parent is `pid`, from the kernel's own table. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === pid && stat.state !== "Z") children.push(Number(entry));
  }
  return children.sort();
}

function readStat(pid: number): { state: string; ppid: number } | null {
  try {
    // The name in parentheses may hold spaces; the fields after its closing one are fixed.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** Whether the process was started with V8's garbage collection on its main thread only. */
const collectsOnOneThread = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes("--single-threaded-gc");

const alive = (pid: number) => {
  const stat = readStat(pid);
  return stat !== null && stat.state !== "Z";
};

async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The request log's lines for a path, each with the pid of the process that answered. */
function answeredBy(server: ServerProcess, path: string): number[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; path?: string; pid?: number };
        return entry.msg === "request" && entry.path === path && entry.pid ? [entry.pid] : [];
      } catch {
        return [];
      }
    });
}

/**
 * One request on a connection of its own (the primary hands each new connection to the next worker),
 * with the pid of the worker that answered it, read from that worker's request log.
 */
async function request(server: ServerProcess, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const before = answeredBy(server, path).length;
  const answer = await new Promise<{ status: number; cache?: string; text: string }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers: { ...headers, connection: "close" }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, cache: res.headers["x-cache"] as string | undefined, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
  const pid = await waitFor(`the log line of ${method} ${path}`, () => answeredBy(server, path)[before]);
  return { ...answer, pid };
}

const workerEnv = (env: Record<string, string> = {}) => ({
  WEB_CONCURRENCY: "2",
  LOG_LEVEL: "info",
  // Far beyond the test: a page can only be fresh because the write cleared it, not because it expired.
  HTML_CACHE_SECONDS: "600",
  ...env,
});

describe("WEB_CONCURRENCY", () => {
  it("defaults to one worker per core on PostgreSQL and one process on the embedded database", () => {
    expect(webConcurrencySetting(undefined, true, 4)).toBe(4);
    expect(webConcurrencySetting("", false, 4)).toBe(1);
    expect(webConcurrencySetting(" 3 ", true, 4)).toBe(3);
    expect(webConcurrencySetting("1", false, 4)).toBe(1);
  });

  it("stops the start on a value it cannot honour", () => {
    expect(() => webConcurrencySetting("2", false)).toThrow("WEB_CONCURRENCY=2 needs DATABASE_URL");
    for (const value of ["0", "two", "-1", "1.5", "1000"]) expect(() => webConcurrencySetting(value, true)).toThrow(/whole number/);
  });
});

describe("several workers on PostgreSQL", () => {
  it("answers from two workers, relays a write's cache clear to the other, restarts a dead worker and stops on SIGTERM", async () => {
    const server = await startServer({ databaseUrl: database.url, env: workerEnv() });
    try {
      const primary = server.child.pid!;
      const workers = await waitFor("two workers", () => (childPids(primary).length === 2 ? childPids(primary) : null));
      // A worker per core collects garbage on its own thread; the primary and a single process keep V8's helpers.
      expect(workers.map(collectsOnOneThread)).toEqual([true, true]);
      expect(collectsOnOneThread(primary)).toBe(false);

      const token = await ownerToken(server.url);
      const image = await uploadImage(server.url, token);
      const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const created = await request(
        server,
        "POST",
        "/api/products/create",
        auth,
        JSON.stringify(validProduct([image], { name: "Before Dress" })),
      );
      expect(created.status).toBe(201);
      const { id } = JSON.parse(created.text) as { id: number };
      const page = `/single/${id}`;

      // Both workers hold the page in their cache.
      const cachedBy = new Set<number>();
      await waitFor("a cached page in each worker", async () => {
        const answer = await request(server, "GET", page);
        expect(answer.text).toContain("Before Dress");
        if (answer.cache === "HIT") cachedBy.add(answer.pid);
        return cachedBy.size === 2;
      });
      expect([...cachedBy].sort()).toEqual(workers);

      const updated = await request(
        server,
        "PUT",
        `/api/products/update/${id}`,
        auth,
        JSON.stringify(validProduct([image], { name: "After Dress" })),
      );
      expect(updated.status).toBe(200);
      const other = workers.find((pid) => pid !== updated.pid)!;
      await waitFor("a page from the worker that did not write", async () => {
        const answer = await request(server, "GET", page);
        expect(answer.text).toContain("After Dress");
        expect(answer.text).not.toContain("Before Dress");
        return answer.pid === other;
      });

      const healthyFrom = new Set<number>();
      await waitFor("health from each worker", async () => {
        const answer = await request(server, "GET", "/api/health");
        expect(answer.status).toBe(200);
        return healthyFrom.add(answer.pid).size === 2;
      });

      process.kill(workers[0], "SIGKILL");
      const replaced = await waitFor("a new worker", () => {
        const now = childPids(primary);
        return now.length === 2 && !now.includes(workers[0]) ? now : null;
      });
      expect(server.output()).toContain("a worker died; starting another");
      await waitFor(
        "the new worker answering",
        async () => (await request(server, "GET", "/api/health")).pid === replaced.find((pid) => pid !== workers[1]),
      );
      expect(replaced.map(collectsOnOneThread)).toEqual([true, true]);

      server.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(replaced.filter(alive)).toEqual([]);
    } finally {
      server.kill("SIGKILL");
    }
  }, 120_000);

  it("leaves no worker behind when the primary is killed", async () => {
    const server = await startServer({ databaseUrl: database.url, env: workerEnv({ LOG_LEVEL: "warn" }) });
    const workers = await waitFor("two workers", () => (childPids(server.child.pid!).length === 2 ? childPids(server.child.pid!) : null));
    server.kill("SIGKILL");
    await server.exited;
    await waitFor("the workers to exit", () => workers.every((pid) => !alive(pid)), 10_000);
  }, 120_000);
});

describe("the embedded database", () => {
  it("stays one process by default, and refuses several workers with a clear message", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "warn" } });
    try {
      expect(childPids(server.child.pid!)).toEqual([]);
      expect(collectsOnOneThread(server.child.pid!)).toBe(false);
    } finally {
      server.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
    const refused = startServer({ env: { WEB_CONCURRENCY: "2" } });
    await expect(refused).rejects.toThrow(/server exited \(1\)[\s\S]*WEB_CONCURRENCY=2 needs DATABASE_URL/);
  }, 120_000);
});
