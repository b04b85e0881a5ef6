import type { ApiConfig } from "~/api/types";
import { STATUS_CODES } from "node:http";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { expect, inject } from "vitest";
import { createApi, type Api } from "~/api";
import { issueToken } from "~/api/auth";
import { createUser } from "~/models/users.server";
import { openDatabase, type Database } from "~/db/connection";
import { checkedAgainstContract } from "./contract";
import type { Currency } from "~/lib/i18n";
import type { Role } from "~/lib/roles";

export interface TestApi {
  api: Api;
  database: Database;
  /** The database's URL on PostgreSQL. */
  databaseUrl?: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  staff: (role: Role, overrides?: { email?: string; password?: string; username?: string }) => Promise<Staff>;
  close: () => Promise<void>;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The client's address, as the server gives it with each call (the per-client limits count it). */
  client?: string;
}

export interface CallResult {
  status: number;
  // The tests read many shapes; the assertions say which.
  body: any;
  headers: Headers;
}

export interface Staff {
  id: number;
  email: string;
  password: string;
  token: string;
  role: Role;
}

/** A new database on TEST_DATABASE_URL's server, empty or a copy of `template`, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `yasmine_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** The suite's migrated database (tests/api/migrated-base.ts), as a Blob for PGlite; loaded once per file. */
let pgliteBase: Promise<Blob> | undefined;
function migratedPgliteBase(): Promise<Blob> | undefined {
  const file = inject("migratedBase").pgliteDump;
  if (!file) return undefined;
  pgliteBase ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteBase;
}

/**
 * A fresh database per test file: PGlite (in memory, or in `dataDir`), or a new database on TEST_DATABASE_URL's
 * server. In memory and on the server it starts as a copy of the suite's migrated database; the migrations then
 * find nothing left to run.
 */
async function freshDatabase(dataDir?: string): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !serverUrl) {
    const loadDataDir = dataDir ? undefined : await migratedPgliteBase();
    return { database: await openDatabase({ dataDir, loadDataDir }), drop: async () => {} };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, inject("migratedBase").postgresTemplate);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return { database, url, drop };
}

export interface TestApiOptions {
  /** The store's currency, as STORE_CURRENCY sets it for the server (USD by default). */
  currency?: Currency;
  /** Other settings, as the environment sets them for the server (no order limits by default). */
  config?: Partial<ApiConfig>;
  /** Called after an order or a message wrote staff e-mail, as the server nudges its mail sender. */
  onStaffMailQueued?: () => void;
  /** Called after a write that changes what the pages and feeds show, as the server clears what it keeps. */
  onPagesChanged?: () => Promise<void>;
  /** PGlite on disk in this directory rather than in memory (ignored on PostgreSQL). */
  dataDir?: string;
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { database, url, drop } = await freshDatabase(options.dataDir);
  const api = checkedAgainstContract(
    createApi({
      db: database.db,
      ping: database.ping,
      config: { ...options.config, ...(options.currency ? { currency: options.currency } : {}) },
      onStaffMailQueued: options.onStaffMailQueued,
      onPagesChanged: options.onPagesChanged,
    }),
  );
  let counter = 0;

  const call: TestApi["call"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] ??= "application/json";
    }
    const res = await api.request(path, { method, headers, body }, options.client ? { clientAddress: options.client } : undefined);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (images, the docs page)
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const staff: TestApi["staff"] = async (role, overrides = {}) => {
    counter += 1;
    const email = overrides.email ?? `${role.toLowerCase()}${counter}@staff.test`;
    const password = overrides.password ?? `pass-${randomBytes(4).toString("hex")}`;
    const user = await createUser(database.db, {
      username: overrides.username ?? `${role.toLowerCase()}${counter}`,
      email,
      password,
      role,
    });
    const token = await issueToken(database.db, user.id, 12);
    return { id: user.id, email, password, token, role };
  };

  return {
    api,
    database,
    databaseUrl: url,
    call,
    staff,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Creates a product as `staff` with `validProduct`'s fields and these, expects 201, and answers its id. */
export async function createProductId(t: TestApi, staff: Staff, images: string[], fields: Record<string, unknown>): Promise<number> {
  const res = await t.call("POST", "/api/products/create", { token: staff.token, json: validProduct(images, fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

export async function pngImage(colour = "#c0392b", size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function formWithFiles(field: string, files: { bytes: Uint8Array; name: string; type?: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/png" }), f.name);
  return form;
}

/** Uploads one image (of one colour: another colour is another file) and answers the stored file name. */
export async function uploadProductImage(t: TestApi, token: string, colour?: string): Promise<string> {
  const res = await t.call("POST", "/api/products/upload", {
    token,
    body: formWithFiles("images", [{ bytes: await pngImage(colour), name: "a.png" }]),
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.images[0].url;
}

export function validProduct(images: string[], overrides: Record<string, unknown> = {}) {
  return {
    types: "women_s_clothing",
    name: "Linen Dress",
    price: "49.90",
    description: "A light linen dress for hot days.",
    categories: "dresses",
    images: images.map((url) => ({ url })),
    quantity: "5",
    ...overrides,
  };
}

/** A shop's legal details complete enough to issue invoices, as the invoice suites set them. */
export const testSeller = {
  legalName: "Yasmine Mode SARL",
  storeName: "Yasmine",
  address: "12 avenue Habib Bourguiba, 1000 Tunis",
  telephone: "71 000 000",
  taxId: "1234567A/A/M/000",
  tradeRegister: "B0123452026",
};

export function validOrder(
  products: { id: number; quantity: number; size?: string; color?: number }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    fullName: "Amira Ben Salah",
    telephone: "22123456",
    state: "Tunis",
    city: "La Marsa",
    street: "12 Rue de Carthage",
    zip: "2070",
    place: "Home",
    products,
    ...overrides,
  };
}

const zodDefaultWording = /^(Required|Invalid input|Invalid enum value|Expected |String must|Number must|Array must|Invalid type)/;

/**
 * Asserts the error shape every API error shares, `{ statusCode, message: string[], error }`,
 * that each message reads as a human sentence (not zod's default wording), and that
 * each expected sentence (exact text, or a pattern) is among the messages.
 */
export function expectError(res: CallResult, status: number, ...expected: (string | RegExp)[]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ statusCode: status, message: expect.any(Array), error: STATUS_CODES[status] });
  expect(res.body.message.length).toBeGreaterThan(0);
  for (const message of res.body.message) {
    expect(typeof message).toBe("string");
    expect(message, "an error message should be a sentence of several words").toMatch(/\S+ \S+ \S+/);
    expect(message).not.toMatch(zodDefaultWording);
  }
  for (const sentence of expected) {
    if (typeof sentence === "string") expect(res.body.message).toContain(sentence);
    else
      expect(
        res.body.message.some((m: string) => sentence.test(m)),
        `${sentence} in ${res.body.message}`,
      ).toBe(true);
  }
}

/** Row count of a table, read straight from the database. */
export async function countRows(t: TestApi, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row.n);
}

/** Asserts a list is oldest first: creation dates never go back, and ids break ties. */
/**
 * Oldest first, and rows of one moment (one transaction) by id. Pass `id: null` for rows written by concurrent
 * transactions: answers carry milliseconds while the database orders by microseconds, so two of them in one
 * millisecond may come in either id order.
 */
export function expectOldestFirst(items: { createAt: string }[], id: ((item: never) => number) | null = (item: { id: number }) => item.id) {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1], items[i]];
    const [ta, tb] = [Date.parse(a.createAt), Date.parse(b.createAt)];
    expect(tb, `item ${i} is older than the one before`).toBeGreaterThanOrEqual(ta);
    if (ta === tb && id) expect(id(b as never)).toBeGreaterThan(id(a as never));
  }
}
