/**
 * `npm run test:resilience`: oversell, crash, database outage, two instances, graceful shutdown, a mail server
 * outage, back-in-stock alerts on two instances, and backup and restore, against real server processes. One line
 * per scenario, with its figures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { simpleParser } from "mailparser";
import pg from "pg";
import sharp from "sharp";
import { openDatabase, type Db } from "../../app/db/connection";
import { PAGE_NOTICES_APPLICATION_NAME } from "../../app/db/page-notices";
import { mailOutbox, stockAlerts } from "../../app/db/schema";
import { stockAlertMailKinds } from "../../app/lib/stock-alerts";
import { MAIL_LEASE_MS, retryDelayMs } from "../../app/models/mail.server";
import { startSmtpServer, type ReceivedMail } from "../api/smtp";
import {
  check,
  createColoredProduct,
  createPgDatabase,
  createProduct,
  createSizedProduct,
  cuttableLink,
  json,
  login,
  ownerToken,
  orderBody,
  placeOrder,
  runScript,
  startServer,
  tempDir,
  TEST_DATABASE_URL,
  uploadImage,
  type ServerProcess,
} from "./support";

type Mode = "pglite" | "postgres";

async function serverFor(
  mode: Mode,
  env?: Record<string, string>,
): Promise<{ server: ServerProcess; restart: () => Promise<ServerProcess>; cleanup: () => Promise<void> }> {
  if (mode === "pglite") {
    const dataDir = tempDir();
    const server = await startServer({ dataDir, env });
    return {
      server,
      restart: () => startServer({ dataDir, port: server.port, env }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPgDatabase();
  const server = await startServer({ databaseUrl: database.url, env });
  return { server, restart: () => startServer({ databaseUrl: database.url, port: server.port, env }), cleanup: database.drop };
}

async function stop(server: ServerProcess) {
  server.kill("SIGTERM");
  await server.exited;
}

async function oversell(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const productId = await createProduct(server.url, token, 10);
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => placeOrder(server.url, productId, 1, i).then((r) => r.status)));
    const accepted = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const product = await json(await fetch(`${server.url}/api/products/single/${productId}`));
    const orders = await fetch(`${server.url}/api/orders?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    const orderRows = Number(orders.headers.get("x-total-count"));
    check(accepted === 10 && refused === 40, `expected 10 accepted and 40 refused, got ${accepted} and ${refused} (${statuses.join(",")})`);
    check(product.quantity === "0", `stock should end at 0, not ${product.quantity}`);
    check(orderRows === 10, `expected 10 order rows, found ${orderRows}`);
    await stop(server);
    return `oversell (${mode}): 50 concurrent orders for a stock of 10 -> ${accepted} accepted, ${refused} refused with 409, stock ${product.quantity}, ${orderRows} order rows`;
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/** Creates a discount code as the owner and answers its id. */
async function createCode(url: string, token: string, fields: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${url}/api/discounts/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  if (res.status !== 201) throw new Error(`code create failed: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/** Places an order of one unit with a discount code, from client `index` (or from one telephone for all). */
function orderWithCode(url: string, productId: number, index: number, code: string, telephone?: string): Promise<number> {
  const body = { ...JSON.parse(orderBody(productId, 1, index)), discountCode: code, ...(telephone ? { telephone } : {}) };
  return fetch(`${url}/api/orders/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.status);
}

/**
 * 50 concurrent orders with a code limited to 10 uses: exactly 10 are placed with the discount, the others are
 * refused and take no stock. Then 20 concurrent orders from one telephone with a code allowed once per number:
 * exactly one is placed.
 */
async function discountUses(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const productId = await createProduct(server.url, token, 100);
    const limited = await createCode(server.url, token, { code: "ETE-10", kind: "percent", percent: 10, maxUses: 10 });
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => orderWithCode(server.url, productId, i, "ete-10")));
    const accepted = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const once = await createCode(server.url, token, { code: "UNE-FOIS", kind: "fixed", amount: "5", oncePerPhone: true });
    const phoneStatuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => orderWithCode(server.url, productId, 100 + i, "UNE-FOIS", "29999999")),
    );
    const phoneAccepted = phoneStatuses.filter((s) => s === 201).length;
    const product = await json(await fetch(`${server.url}/api/products/single/${productId}`));
    const code = await json(await fetch(`${server.url}/api/discounts/${limited}`, { headers: { authorization: `Bearer ${token}` } }));
    const onceCode = await json(await fetch(`${server.url}/api/discounts/${once}`, { headers: { authorization: `Bearer ${token}` } }));
    const orders = (await json(await fetch(`${server.url}/api/orders?limit=100`, { headers: { authorization: `Bearer ${token}` } }))) as {
      discountCode: string | null;
      discount: string;
    }[];
    const discounted = orders.filter((order) => order.discountCode === "ETE-10").length;
    check(accepted === 10 && refused === 40, `expected 10 accepted and 40 refused, got ${accepted} and ${refused} (${statuses.join(",")})`);
    check(code.uses === 10 && discounted === 10, `the code should have 10 uses and 10 orders, not ${code.uses} and ${discounted}`);
    check(phoneAccepted === 1, `one telephone should place one order with UNE-FOIS, not ${phoneAccepted} (${phoneStatuses.join(",")})`);
    check(onceCode.uses === 1, `UNE-FOIS should have 1 use, not ${onceCode.uses}`);
    check(product.quantity === String(100 - 10 - phoneAccepted), `stock should be ${100 - 10 - phoneAccepted}, not ${product.quantity}`);
    await stop(server);
    return (
      `discount uses (${mode}): 50 concurrent orders with a code of 10 uses -> ${accepted} placed with the discount, ${refused} refused with 409, ` +
      `${code.uses} uses counted, stock ${product.quantity}; 20 at once from one telephone with a once-per-number code -> ${phoneAccepted} placed`
    );
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/**
 * 40 concurrent orders of a dress in sizes S and M while staff save its stock 10 times: an order takes a size's
 * row and then the product's, an edit the product's and then its sizes', so without one order of locking the
 * two can wait for each other until PostgreSQL fails one (a 500). Every order and every edit must be taken.
 */
async function ordersAndEdits(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const image = await uploadImage(server.url, token);
    const fields = {
      types: "women_s_clothing",
      categories: "dresses",
      name: "Edited While Sold",
      price: "120.00",
      description: "A dress sold and restocked at the same time.",
      images: [{ url: image }],
    };
    const created = await fetch(`${server.url}/api/products/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        ...fields,
        quantity: "0",
        sizes: [
          { size: "s", quantity: 500 },
          { size: "m", quantity: 500 },
        ],
      }),
    });
    check(created.status === 201, `the dress should be created, got ${created.status}`);
    const productId = ((await created.json()) as { id: number }).id;
    const orderOf = (i: number) =>
      fetch(`${server.url}/api/orders/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...JSON.parse(orderBody(productId, 1, i)),
          products: [
            { id: productId, quantity: 1, size: i % 2 ? "s" : "m" },
            { id: productId, quantity: 1, size: i % 2 ? "m" : "s" },
          ],
        }),
      }).then((res) => res.status);
    const edit = (i: number) =>
      fetch(`${server.url}/api/products/update/${productId}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        // The total as the product form sends it. Orders take one S and one M at a time, so an earlier edit
        // may already have left exactly these sizes: sizes sent back unchanged count as absent (docs/api.md), and
        // a quantity that contradicted them would rightly be refused with 400.
        body: JSON.stringify({
          ...fields,
          quantity: String(2 * (600 + i)),
          sizes: [
            { size: "s", quantity: 600 + i },
            { size: "m", quantity: 600 + i },
          ],
        }),
      }).then((res) => res.status);
    const statuses = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => orderOf(i)),
      ...Array.from({ length: 10 }, (_, i) => edit(i)),
    ]);
    const orders = statuses.slice(0, 40);
    const edits = statuses.slice(40);
    check(
      orders.every((status) => status === 201) && edits.every((status) => status === 200),
      `every order (201) and edit (200) should be taken: ${statuses.join(",")}`,
    );
    await stop(server);
    return `orders and edits at once (${mode}): 40 concurrent orders of sizes S and M with 10 stock edits -> ${orders.length} placed, ${edits.length} saved, no failure`;
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/** The legal details an invoice needs, as a shop in dinars sets them. */
const invoiceSettings = {
  STORE_CURRENCY: "TND",
  STORE_LEGAL_NAME: "Yasmine Mode SARL",
  STORE_ADDRESS: "12 rue de Marseille, 1000 Tunis",
  STORE_TAX_ID: "1234567/A/M/000",
  STORE_TRADE_REGISTER: "B01234562020",
};

/**
 * Ten delivered orders invoiced by ten concurrent requests, while four more ask again for the first order: ten
 * invoices numbered 1 to 10 of the year without a gap, the four refused. Then one order comes back, and its
 * credit note takes number 11.
 */
async function invoiceNumbers(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode, invoiceSettings);
  try {
    const token = await ownerToken(server.url);
    const staff = { authorization: `Bearer ${token}` };
    const productId = await createProduct(server.url, token, 100);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${server.url}/api/orders/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: orderBody(productId, 1, i),
      });
      check(res.status === 201, `order ${i} should be placed, got ${res.status}`);
      const id = ((await res.json()) as { id: number }).id;
      const delivered = await fetch(`${server.url}/api/orders/confirm/${id}`, { method: "PUT", headers: staff });
      check(delivered.status === 200, `order ${id} should be delivered, got ${delivered.status}`);
      ids.push(id);
    }
    const issue = (id: number) => fetch(`${server.url}/api/orders/invoice/${id}`, { method: "POST", headers: staff });
    const answers = await Promise.all([...ids, ids[0], ids[0], ids[0], ids[0]].map(issue));
    const issued = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 409).length;
    const numbers = (await Promise.all(issued.map((res) => res.json() as Promise<{ number: string }>))).map((doc) => doc.number).sort();
    const year = numbers[0]?.slice(0, 4) ?? "";
    const expected = Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 1).padStart(6, "0")}`);
    check(issued.length === 10 && refused === 4, `expected 10 issued and 4 refused, got ${issued.length} and ${refused}`);
    check(JSON.stringify(numbers) === JSON.stringify(expected), `numbers should run 1 to 10 without a gap: ${numbers.join(", ")}`);
    const back = await fetch(`${server.url}/api/orders/stage/${ids[3]}`, {
      method: "PUT",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ stage: "returned" }),
    });
    check(back.status === 200, `the return should be taken, got ${back.status}`);
    const documents = (await json(await fetch(`${server.url}/api/orders/invoices/${ids[3]}`, { headers: staff }))) as {
      number: string;
      kind: string;
      corrects: string | null;
    }[];
    const credit = documents.find((doc) => doc.kind === "credit_note");
    const invoice = documents.find((doc) => doc.kind === "invoice");
    check(credit?.number === `${year}-000011`, `the credit note should be ${year}-000011, not ${credit?.number}`);
    check(credit?.corrects === invoice?.number, `the credit note should correct ${invoice?.number}, not ${credit?.corrects}`);
    await stop(server);
    return (
      `invoice numbers (${mode}): 10 concurrent issues and 4 repeats -> ${issued.length} invoices ${numbers[0]}…${numbers.at(-1)} ` +
      `without a gap, ${refused} refused with 409; the return's credit note is ${credit?.number}`
    );
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/** A dress holding 5 in size S and 10 in size M. */
const createDressSM = (url: string, token: string) =>
  createSizedProduct(url, token, [
    { size: "s", quantity: 5 },
    { size: "m", quantity: 10 },
  ]);

/** A product as the API answers it, and its stock by size. */
async function productWithSizes(url: string, productId: number) {
  const product = await json(await fetch(`${url}/api/products/single/${productId}`));
  const sizes: Record<string, number> = Object.fromEntries(
    (product.sizes as { size: string; quantity: number }[]).map((row) => [row.size, row.quantity]),
  );
  return { product, sizes };
}

/** 50 concurrent orders for size M, which holds 10, while S holds 5: exactly 10 sell, and S is untouched. */
async function oversellSize(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const productId = await createDressSM(server.url, token);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(server.url, productId, 1, i, "m").then((r) => r.status)),
    );
    const accepted = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const { product, sizes } = await productWithSizes(server.url, productId);
    check(accepted === 10 && refused === 40, `expected 10 accepted and 40 refused, got ${accepted} and ${refused} (${statuses.join(",")})`);
    check(sizes.m === 0, `size M should end at 0, not ${sizes.m}`);
    check(sizes.s === 5, `size S should be untouched at 5, not ${sizes.s}`);
    check(product.quantity === "5", `the product's quantity should be the sum of its sizes, 5, not ${product.quantity}`);
    await stop(server);
    return `oversell per size (${mode}): 50 concurrent orders for size M holding 10 -> ${accepted} accepted, ${refused} refused with 409, M ${sizes.m}, S ${sizes.s} (untouched), quantity ${product.quantity}`;
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/**
 * 50 concurrent orders for one colour and size, Emerald in M holding 10, while Emerald S and Black M and S hold
 * their own: exactly 10 sell, and every other colour and size is untouched.
 */
async function oversellColor(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const { id, colors } = await createColoredProduct(server.url, token, [
      {
        name: "Emerald",
        hex: "#1f7a4d",
        family: "green",
        sizes: [
          { size: "s", quantity: 5 },
          { size: "m", quantity: 10 },
        ],
      },
      {
        name: "Black",
        hex: "#111111",
        family: "black",
        sizes: [
          { size: "s", quantity: 4 },
          { size: "m", quantity: 6 },
        ],
      },
    ]);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(server.url, id, 1, i, "m", colors[0]).then((r) => r.status)),
    );
    const accepted = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const product = await json(await fetch(`${server.url}/api/products/single/${id}`));
    const stock = stockByColor(product);
    check(accepted === 10 && refused === 40, `expected 10 accepted and 40 refused, got ${accepted} and ${refused} (${statuses.join(",")})`);
    check(stock.Emerald.m === 0, `Emerald M should end at 0, not ${stock.Emerald.m}`);
    check(stock.Emerald.s === 5, `Emerald S should be untouched at 5, not ${stock.Emerald.s}`);
    check(stock.Black.m === 6 && stock.Black.s === 4, `Black should be untouched at M 6 and S 4, not ${JSON.stringify(stock.Black)}`);
    check(product.quantity === "15", `the product's quantity should be the sum of its rows, 15, not ${product.quantity}`);
    await stop(server);
    return `oversell per colour (${mode}): 50 concurrent orders for Emerald M holding 10 -> ${accepted} accepted, ${refused} refused with 409, Emerald M ${stock.Emerald.m}, Emerald S ${stock.Emerald.s}, Black M ${stock.Black.m} and S ${stock.Black.s} (untouched), quantity ${product.quantity}`;
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/** Colour name → size → stock, as the API answers a product's colours. */
function stockByColor(product: { colors: { name: string; sizes: { size: string; quantity: number }[] }[] }) {
  return Object.fromEntries(
    product.colors.map((color) => [color.name, Object.fromEntries(color.sizes.map((row) => [row.size, row.quantity]))]),
  ) as Record<string, Record<string, number>>;
}

/** 20 concurrent staff clicks, cancel and return alternately, on one order: how many moved it and how many were refused. */
async function moveAtOnce(url: string, token: string, orderId: number) {
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${url}/api/orders/stage/${orderId}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ stage: i % 2 ? "cancelled" : "returned" }),
      }).then((r) => r.status),
    ),
  );
  const order = await json(await fetch(`${url}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } }));
  return {
    statuses,
    moved: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 409).length,
    stage: order.stage as string,
    exits: (order.history as { to: string }[]).filter((event) => event.to === "cancelled" || event.to === "returned").length,
  };
}

/**
 * 20 staff clicks at once cancel or return one order of 4 × size M, and 20 more one order of 3 × Black in M of a
 * dress in two colours, both at the same moment: exactly one click moves each order, the others are told it has
 * moved on (409), and the stock comes back once, into the size and the colour it was taken from; size S and the
 * other colour are untouched.
 */
async function restockOnce(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const productId = await createDressSM(server.url, token);
    const colored = await createColoredProduct(server.url, token, [
      { name: "Emerald", hex: "#1f7a4d", family: "green", sizes: [{ size: "m", quantity: 5 }] },
      {
        name: "Black",
        hex: "#111111",
        family: "black",
        sizes: [
          { size: "s", quantity: 4 },
          { size: "m", quantity: 6 },
        ],
      },
    ]);
    const placed = await placeOrder(server.url, productId, 4, 0, "m");
    const placedColor = await placeOrder(server.url, colored.id, 3, 1, "m", colored.colors[1]);
    check(placed.status === 201 && placedColor.status === 201, `the orders answered ${placed.status} and ${placedColor.status}`);
    const [sized, ofColor] = await Promise.all([
      moveAtOnce(server.url, token, (await placed.json()).id),
      moveAtOnce(server.url, token, (await placedColor.json()).id),
    ]);
    const { product, sizes } = await productWithSizes(server.url, productId);
    const coloredProduct = await json(await fetch(`${server.url}/api/products/single/${colored.id}`));
    const stock = stockByColor(coloredProduct);
    for (const [what, result] of [
      ["size", sized],
      ["colour", ofColor],
    ] as const) {
      check(
        result.moved === 1 && result.refused === 19,
        `${what}: expected 1 move and 19 refusals, got ${result.moved} and ${result.refused} (${result.statuses.join(",")})`,
      );
      check(result.exits === 1, `${what}: the history should hold one cancel or return, not ${result.exits}`);
    }
    check(sizes.m === 10, `size M should be back at 10, not ${sizes.m}`);
    check(sizes.s === 5, `size S should be untouched at 5, not ${sizes.s}`);
    check(product.quantity === "15", `the product's quantity should be the sum of its sizes, 15, not ${product.quantity}`);
    check(stock.Black.m === 6, `Black M should be back at 6, not ${stock.Black.m}`);
    check(
      stock.Black.s === 4 && stock.Emerald.m === 5,
      `Black S and Emerald M should be untouched at 4 and 5, not ${stock.Black.s} and ${stock.Emerald.m}`,
    );
    check(
      coloredProduct.quantity === "15",
      `the coloured dress's quantity should be the sum of its rows, 15, not ${coloredProduct.quantity}`,
    );
    await stop(server);
    return (
      `restock once (${mode}): 20 concurrent cancels and returns of one order of 4 × M -> ${sized.moved} moved it (${sized.stage}), ` +
      `${sized.refused} refused with 409, M back at ${sizes.m}, S ${sizes.s}, quantity ${product.quantity}, ${sized.exits} exit in the history; ` +
      `and at once of one order of 3 × Black M -> ${ofColor.moved} moved it (${ofColor.stage}), ${ofColor.refused} refused, ` +
      `Black M back at ${stock.Black.m}, Black S ${stock.Black.s}, Emerald M ${stock.Emerald.m}, ${ofColor.exits} exit in the history`
    );
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/**
 * A parcel kept in part at the door (docs/decisions/055), recorded by 10 staff clicks at once: one order of 3 × Black M
 * and 1 × Emerald M of a dress in two colours and 2 × M of a sized dress, kept 1 Black and the Emerald. Exactly one
 * record delivers it, the other nine are told it is already delivered (409), the refused pieces (2 × Black M, 2 × M)
 * come back once into their colour and size, and the history holds one delivery.
 */
async function keptInPart(mode: Mode): Promise<string> {
  const { server, cleanup } = await serverFor(mode);
  try {
    const token = await ownerToken(server.url);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const sized = await createDressSM(server.url, token);
    const colored = await createColoredProduct(server.url, token, [
      { name: "Emerald", hex: "#1f7a4d", family: "green", sizes: [{ size: "m", quantity: 5 }] },
      {
        name: "Black",
        hex: "#111111",
        family: "black",
        sizes: [
          { size: "s", quantity: 4 },
          { size: "m", quantity: 6 },
        ],
      },
    ]);
    const body = {
      ...JSON.parse(orderBody(sized, 2, 0, "m")),
      products: [
        { id: colored.id, color: colored.colors[1], size: "m", quantity: 3 },
        { id: colored.id, color: colored.colors[0], size: "m", quantity: 1 },
        { id: sized, size: "m", quantity: 2 },
      ],
    };
    const placed = await fetch(`${server.url}/api/orders/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    check(placed.status === 201, `the order answered ${placed.status}: ${await placed.clone().text()}`);
    const order = await placed.json();
    const shipped = await fetch(`${server.url}/api/orders/stage/${order.id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ stage: "shipped" }),
    });
    check(shipped.status === 200, `shipping answered ${shipped.status}`);
    const [black, emerald, dress] = order.products as { lineId: number }[];
    const delivery = JSON.stringify({
      lines: [
        { id: black.lineId, kept: 1 },
        { id: emerald.lineId, kept: 1 },
        { id: dress.lineId, kept: 0 },
      ],
    });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}/api/orders/delivery/${order.id}`, { method: "PUT", headers: auth, body: delivery }).then(async (r) => ({
          status: r.status,
          message: r.status === 409 ? ((await r.json()).message as string[]).join(" ") : "",
        })),
      ),
    );
    const recorded = statuses.filter((s) => s.status === 200).length;
    const refused = statuses.filter((s) => s.status === 409 && s.message === "This order is already delivered").length;
    const after = await json(await fetch(`${server.url}/api/orders/${order.id}`, { headers: auth }));
    const deliveries = (after.history as { to: string }[]).filter((event) => event.to === "delivered").length;
    const { sizes } = await productWithSizes(server.url, sized);
    const stock = stockByColor(await json(await fetch(`${server.url}/api/products/single/${colored.id}`)));
    check(
      recorded === 1 && refused === 9,
      `expected 1 record and 9 "already delivered", got ${recorded} and ${refused} (${statuses.map((s) => s.status).join(",")})`,
    );
    check(deliveries === 1, `the history should hold one delivery, not ${deliveries}`);
    check(
      JSON.stringify((after.products as { keptQuantity: number }[]).map((line) => line.keptQuantity)) === "[1,1,0]",
      `the lines should keep 1, 1 and 0, not ${JSON.stringify(after.products.map((line: { keptQuantity: number }) => line.keptQuantity))}`,
    );
    check(stock.Black.m === 5, `Black M should be 6 − 3 + 2 = 5, not ${stock.Black.m}`);
    check(
      stock.Emerald.m === 4 && stock.Black.s === 4,
      `Emerald M and Black S should be 4 and 4, not ${stock.Emerald.m} and ${stock.Black.s}`,
    );
    check(sizes.m === 10 && sizes.s === 5, `the sized dress should be back at M 10 and S 5, not ${sizes.m} and ${sizes.s}`);
    await stop(server);
    return (
      `kept in part (${mode}): 10 concurrent records of one parcel kept 1 of 3 × Black M, 1 × Emerald M, 0 of 2 × M -> ` +
      `${recorded} recorded it, ${refused} told it is already delivered (409), Black M back at ${stock.Black.m}, ` +
      `Emerald M ${stock.Emerald.m}, M ${sizes.m}, ${deliveries} delivery in the history, total ${after.total}`
    );
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

/**
 * A returned piece marked received by 10 staff clicks at once (docs/decisions/058): an invoiced order of 3 × M, one
 * piece of which comes back. Exactly one receipt puts it back, the other nine are told it is already received (409),
 * M's stock rises by one, and the order holds its invoice and one partial credit note.
 */
async function returnReceived(mode: Mode): Promise<string> {
  const seller = {
    STORE_LEGAL_NAME: "Yasmine SARL",
    STORE_ADDRESS: "Tunis",
    STORE_TAX_ID: "1234567A/A/M/000",
    STORE_TRADE_REGISTER: "B01",
  };
  const { server, cleanup } = await serverFor(mode, seller);
  try {
    const token = await ownerToken(server.url);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const sized = await createDressSM(server.url, token);
    const placed = await fetch(`${server.url}/api/orders/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: orderBody(sized, 3, 0, "m"),
    });
    check(placed.status === 201, `the order answered ${placed.status}: ${await placed.clone().text()}`);
    const order = await placed.json();
    for (const stage of ["shipped", "delivered"]) {
      const moved = await fetch(`${server.url}/api/orders/stage/${order.id}`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ stage }),
      });
      check(moved.status === 200, `${stage} answered ${moved.status}`);
    }
    const invoiced = await fetch(`${server.url}/api/orders/invoice/${order.id}`, { method: "POST", headers: auth });
    check(invoiced.status === 201, `the invoice answered ${invoiced.status}: ${await invoiced.clone().text()}`);
    const recorded = await fetch(`${server.url}/api/orders/return/${order.id}`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ lines: [{ id: order.products[0].lineId, quantity: 1 }] }),
    });
    check(recorded.status === 201, `the return answered ${recorded.status}: ${await recorded.clone().text()}`);
    const returnId = (await recorded.json()).returns[0].id as number;
    const before = (await productWithSizes(server.url, sized)).sizes.m;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}/api/orders/return-received/${order.id}`, {
          method: "PUT",
          headers: auth,
          body: JSON.stringify({ returnId }),
        }).then(async (r) => ({ status: r.status, message: r.status === 409 ? ((await r.json()).message as string[]).join(" ") : "" })),
      ),
    );
    const received = statuses.filter((one) => one.status === 200).length;
    const refused = statuses.filter((one) => one.status === 409 && one.message === "This return is already received").length;
    const after = (await productWithSizes(server.url, sized)).sizes.m;
    const documents = (await json(await fetch(`${server.url}/api/orders/invoices/${order.id}`, { headers: auth }))) as { kind: string }[];
    check(
      received === 1 && refused === 9,
      `expected 1 receipt and 9 "already received", got ${received} and ${refused} (${statuses.map((one) => one.status).join(",")})`,
    );
    check(after === before + 1, `M should rise by one, from ${before} to ${before + 1}, not to ${after}`);
    check(
      documents.map((document) => document.kind).join(",") === "invoice,credit_note",
      `the order should hold its invoice and one credit note, not ${documents.map((document) => document.kind).join(",")}`,
    );
    await stop(server);
    return (
      `return received (${mode}): 10 concurrent receipts of one returned piece -> ${received} put it back, ${refused} told it is ` +
      `already received (409), M ${before} -> ${after}, documents ${documents.map((document) => document.kind).join(" + ")}`
    );
  } finally {
    server.kill("SIGKILL");
    await cleanup();
  }
}

async function crash(mode: Mode): Promise<string> {
  // SIGKILL must stop the process that writes the orders: a cluster primary's workers would finish theirs first.
  const { server, restart, cleanup } = await serverFor(mode, { WEB_CONCURRENCY: "1" });
  let again: ServerProcess | null = null;
  try {
    const token = await ownerToken(server.url);
    const initialStock = 99_999;
    const productId = await createProduct(server.url, token, initialStock);
    const acknowledged = new Map<number, number>();
    const statuses = new Map<number, number>();
    let answered = 0;
    let killed = false;
    const sends = Array.from({ length: 200 }, (_, i) => {
      const quantity = 1 + (i % 3);
      return placeOrder(server.url, productId, quantity, i)
        .then(async (res) => {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 201) acknowledged.set((await res.json()).id, quantity);
          answered += 1;
          // Kill in the middle of the burst, with orders still in flight.
          if (answered >= 60 && !killed) {
            killed = true;
            server.kill("SIGKILL");
          }
        })
        .catch(() => undefined);
    });
    await Promise.all(sends);
    await server.exited;
    check(killed, "the server was never killed");
    // Without acknowledged orders there would be nothing to lose, and the scenario would prove nothing.
    check(acknowledged.size > 0, `no order was acknowledged before the kill (answers: ${JSON.stringify(Object.fromEntries(statuses))})`);

    again = await restart();
    const token2 = await ownerToken(again.url);
    const orders = (await json(await fetch(`${again.url}/api/orders`, { headers: { authorization: `Bearer ${token2}` } }))) as {
      id: number;
      products: { quantity: number }[];
    }[];
    const byId = new Map(orders.map((o) => [o.id, o]));
    let found = 0;
    for (const [id, quantity] of acknowledged) {
      const order = byId.get(id);
      if (order && order.products.length === 1 && order.products[0].quantity === quantity) found += 1;
    }
    const withoutLines = orders.filter((o) => o.products.length === 0).length;
    const sold = orders.reduce((sum, o) => sum + o.products.reduce((s, l) => s + l.quantity, 0), 0);
    const product = await json(await fetch(`${again.url}/api/products/single/${productId}`));
    const lost = acknowledged.size - found;
    check(lost === 0, `${lost} acknowledged orders were lost`);
    check(withoutLines === 0, `${withoutLines} orders lost their lines`);
    check(Number(product.quantity) === initialStock - sold, `stock ${product.quantity} disagrees with ${sold} sold`);
    await stop(again);
    return `crash (${mode}): ${acknowledged.size} acknowledged, ${found} found, ${lost} lost; ${orders.length} orders on disk, stock agrees (${sold} sold)`;
  } finally {
    server.kill("SIGKILL");
    again?.kill("SIGKILL");
    await cleanup();
  }
}

async function outage(): Promise<string> {
  const database = await createPgDatabase();
  const target = new URL(database.url);
  const link = await cuttableLink(target);
  const viaLink = new URL(database.url);
  viaLink.hostname = "127.0.0.1";
  viaLink.port = String(link.port);
  const server = await startServer({ databaseUrl: viaLink.toString() });
  try {
    await link.cut();
    const api = await fetch(`${server.url}/api/products`);
    const apiBody = await json(api);
    const health = await fetch(`${server.url}/api/health`);
    const page = await fetch(`${server.url}/home`);
    const pageText = await page.text();
    check(api.status === 503, `API answered ${api.status} during the outage`);
    check(Array.isArray(apiBody.message) && /temporarily unavailable/i.test(apiBody.message[0]), "the 503 has no clear message");
    check(health.status === 503, `health answered ${health.status} during the outage`);
    check(page.status === 503 && /temporarily unavailable/i.test(pageText), `the page answered ${page.status}`);
    check(server.child.exitCode === null, "the process crashed");

    await link.restore();
    const started = Date.now();
    let recovered = false;
    while (Date.now() - started < 20_000) {
      if ((await fetch(`${server.url}/api/health`)).status === 200) {
        recovered = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    check(recovered, "the API did not recover after the database came back");
    const after = await fetch(`${server.url}/api/products`);
    check(after.status === 200, `after recovery the API answered ${after.status}`);
    const ms = Date.now() - started;
    await stop(server);
    return `outage (postgres): API 503 with a message, health 503, page 503 "temporarily unavailable", no crash; recovered ${ms} ms after the database returned, without a restart`;
  } finally {
    server.kill("SIGKILL");
    await link.close();
    await database.drop();
  }
}

async function twoInstances(): Promise<string> {
  const database = await createPgDatabase();
  const a = await startServer({ databaseUrl: database.url });
  const b = await startServer({ databaseUrl: database.url });
  try {
    const token = await ownerToken(a.url);
    const me = await fetch(`${b.url}/api/users/user`, { headers: { authorization: `Bearer ${token}` } });
    check(me.status === 200, `a token from A answered ${me.status} on B`);

    const productId = await createProduct(a.url, token, 5);
    const order = await json(await placeOrder(a.url, productId, 2));
    const seen = await fetch(`${b.url}/api/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
    check(seen.status === 200, `an order placed on A answered ${seen.status} on B`);

    const image = await uploadImage(a.url, token, "#123456");
    const served = await fetch(`${b.url}/api/products/images/${image}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    check(served.status === 200 && (await sharp(bytes).metadata()).format === "png", "an image uploaded on A is not served by B");

    const victim = "nobody@resilience.test";
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? a.url : b.url, victim, "wrong-password");
      check(res.status === 401, `failure ${i + 1} answered ${res.status}`);
    }
    const eleventh = await login(a.url, victim, "wrong-password");
    check(eleventh.status === 429, `the 11th failure across both instances answered ${eleventh.status}`);
    await stop(a);
    await stop(b);
    return "two instances (postgres): token from A works on B, order from A listed on B, image from A served by B, 10 failures split over A and B then 429";
  } finally {
    a.kill("SIGKILL");
    b.kill("SIGKILL");
    await database.drop();
  }
}

/**
 * Fetches a page until it holds `text`. Answers when the first fetch that showed it was sent (how long the instance
 * went on serving the old page) and when its answer came (that plus a fresh render, slow on a busy machine); the
 * first must come within `deadlineMs`.
 */
async function pageShows(url: string, text: string, deadlineMs: number, what: string): Promise<{ staleMs: number; shownMs: number }> {
  const started = performance.now();
  for (;;) {
    const sent = performance.now() - started;
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return { staleMs: sent, shownMs: performance.now() - started };
    if (performance.now() - started > deadlineMs) throw new Error(`${what} did not show within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Fetches a page until the instance answers it from its cache. The notice of the write before (creating the
 * product) may reach the instance just after a first render was stored, and clear it: a later fetch stores it again.
 */
async function cachePage(url: string, mustShow: string) {
  const started = performance.now();
  for (;;) {
    const res = await fetch(url);
    const html = await res.text();
    if (res.headers.get("x-cache") === "HIT") {
      check(html.includes(mustShow), `${url} does not show ${mustShow} before the change`);
      return;
    }
    check(performance.now() - started < 5000, `${url} was never answered from the cache`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The listening connections of the scenario's database, as PostgreSQL lists them. */
async function pageListeners(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
      [PAGE_NOTICES_APPLICATION_NAME],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * Two instances on one PostgreSQL database, each caching pages for a minute: a price change, then the sale of the
 * last piece, made through A show on B within a second, and again right after B's listening connection (and A's)
 * was killed by the database. Without the notices B would show the old page until its cache expired.
 */
async function pagesOnTwoInstances(): Promise<string> {
  const deadlineMs = 1000;
  const database = await createPgDatabase();
  // One process each, so that one fetch caches the page in the process that answers the next.
  const env = { HTML_CACHE_SECONDS: "60", WEB_CONCURRENCY: "1" };
  const a = await startServer({ databaseUrl: database.url, env });
  const b = await startServer({ databaseUrl: database.url, env });
  try {
    const token = await ownerToken(a.url);
    const image = await uploadImage(a.url, token);
    const reprice = async (id: number, name: string, price: string) => {
      const res = await fetch(`${a.url}/api/products/update/${id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          types: "watches",
          categories: "steel_strap",
          name,
          price,
          quantity: "1",
          description: "A watch kept for the resilience tests.",
          images: [{ url: image }],
        }),
      });
      check(res.status === 200, `the price change answered ${res.status}`);
    };
    const listeners = await pageListeners(database.url);
    check(listeners.length === 2, `expected one listening connection per instance, found ${listeners.length}`);

    /** A price change, then the last piece sold, through A, each seen on B: answers both times in ms. */
    const round = async (label: string, beforeChange?: () => Promise<void>) => {
      const id = await createProduct(a.url, token, 1, `Notice ${label}`);
      const page = `${b.url}/single/${id}`;
      // Each round's price is its own, so that another product's card on the page cannot show it.
      const price = `${(Math.floor(Math.random() * 900) + 100).toString()}.37`;
      await cachePage(page, "120.00");
      await beforeChange?.();
      await reprice(id, `Renamed ${label}`, price);
      const shownPrice = await pageShows(page, price, deadlineMs, `A's price change (${label}) on B`);
      check((await (await fetch(page)).text()).includes(`Renamed ${label}`), `B shows the new price without the new name (${label})`);
      await cachePage(page, "schema.org/InStock");
      const placed = await placeOrder(a.url, id, 1, 1);
      check(placed.status === 201, `the order of the last piece answered ${placed.status}`);
      const shownSold = await pageShows(page, "schema.org/OutOfStock", deadlineMs, `the last piece sold on A (${label}) as sold out on B`);
      return { price: shownPrice, sold: shownSold };
    };

    const first = await round("one");
    const second = await round("two");

    // The database ends both listening connections right before the price change, which comes before they are back.
    const killed = await round("killed", async () => {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [listeners]);
      await admin.end();
    });
    const back = await pageListeners(database.url);
    check(
      back.length === 2 && back.every((pid) => !listeners.includes(pid)),
      `the listeners did not come back: ${listeners.join(",")} then ${back.join(",")}`,
    );

    await stop(a);
    await stop(b);
    const f = ({ staleMs, shownMs }: { staleMs: number; shownMs: number }) => `${Math.round(staleMs)} ms (shown ${Math.round(shownMs)} ms)`;
    return (
      `pages on two instances (postgres, HTML cache 60 s): after A answered, B served its old page for ` +
      `${f(first.price)} and ${f(second.price)} after a price change, ${f(first.sold)} and ${f(second.sold)} after the last piece sold; ` +
      `with both listening connections killed by pg_terminate_backend just before the price change: ${f(killed.price)}, ` +
      `then ${f(killed.sold)} for the sale, and both listeners back`
    );
  } finally {
    a.kill("SIGKILL");
    b.kill("SIGKILL");
    await database.drop();
  }
}

async function gracefulShutdown(): Promise<string> {
  const dataDir = tempDir();
  const server = await startServer({ dataDir });
  try {
    const token = await ownerToken(server.url);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const boundary = "yasmine-slow-upload";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunks = [head, png.subarray(0, 100), png.subarray(100), tail];
    let sent = 0;
    const started = Date.now();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 2) server.kill("SIGTERM"); // the request is in flight: part of its body has arrived
        if (sent > 0) await new Promise((r) => setTimeout(r, 400)); // a slow client
        if (sent === chunks.length) return controller.close();
        controller.enqueue(new Uint8Array(chunks[sent++]));
      },
    });
    const res = await fetch(`${server.url}/api/products/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    });
    const status = res.status;
    const code = await server.exited;
    check(status === 201, `the request in flight answered ${status}`);
    check(code === 0, `the process exited with ${code}`);
    return `graceful shutdown (pglite): SIGTERM during a ${Date.now() - started} ms upload; the upload answered ${status}, then the process exited ${code}`;
  } finally {
    server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits for a condition the servers bring about by themselves (read from them, their database or the SMTP server),
 * up to a deadline; answers how long it took.
 */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

/**
 * The running server's own sender: an order's e-mail reaches a real SMTP server within seconds of the order; with
 * the mail server down an order still answers 201 at once; SIGTERM still exits 0.
 */
async function staffMail(): Promise<string> {
  const smtp = await startSmtpServer();
  const dataDir = tempDir();
  const server = await startServer({ dataDir, env: { SMTP_URL: smtp.url, STAFF_EMAILS: "orders@resilience.test" } });
  try {
    const token = await ownerToken(server.url);
    const productId = await createProduct(server.url, token, 10);
    const placed = await placeOrder(server.url, productId, 1, 1);
    check(placed.status === 201, `the order answered ${placed.status}`);
    const { reference } = await placed.json();
    const arrivedMs = await until(() => smtp.received.length > 0, "the order's e-mail");
    const [mail] = smtp.received;
    check(
      mail.to.join() === "orders@resilience.test" && mail.subject.includes(reference),
      `wrong e-mail: ${mail.to.join()} "${mail.subject}"`,
    );

    await smtp.close();
    const started = Date.now();
    const whileDown = await placeOrder(server.url, productId, 1, 2);
    const downMs = Date.now() - started;
    check(whileDown.status === 201, `with the mail server down the order answered ${whileDown.status}`);
    check(downMs < 2000, `with the mail server down the order took ${downMs} ms`);
    server.kill("SIGTERM");
    const code = await server.exited;
    check(code === 0, `the process exited with ${code}`);
    return `staff e-mail (pglite): the order's e-mail reached the SMTP server ${arrivedMs} ms after the order's answer; with the mail server down an order answered 201 in ${downMs} ms; SIGTERM exited ${code}`;
  } finally {
    server.kill("SIGKILL");
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Where the mail outage scenario's stores send the staff e-mail of each new order. */
const staffInbox = "orders@resilience.test";

/**
 * A received e-mail as the mail outage scenario counts it: its recipient, what it is (a shopper's "received" or
 * "confirmed", staff's "new-order") and its order's reference. Anything else keeps its subject, to be reported.
 */
function mailKey(mail: ReceivedMail): string {
  const to = mail.to.join();
  const shopper = /^Your order (\S+) is (received|confirmed)$/.exec(mail.subject);
  if (shopper) return `${to} ${shopper[2]} ${shopper[1]}`;
  const staff = /^New order (\S+): /.exec(mail.subject);
  if (staff) return `${to} new-order ${staff[1]}`;
  return `${to} unexpected "${mail.subject}"`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

/** Where a store keeps its data: its embedded database's folder, or its PostgreSQL database. */
type StoreData = { dataDir?: string; databaseUrl?: string };

/**
 * Runs `use` on a store's database, as an operator's SQL session would: PostgreSQL's beside its running stores,
 * the embedded one only while its store is stopped (the store locks the folder, and PGlite has one process).
 */
async function onStoreDatabase<T>(data: StoreData, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ ...data, migrate: false, poolSize: 1 });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The operator's "retry now": every e-mail that failed and waits out its first delay (retryDelayMs, a minute) is made
 * due at once, so that the scenario does not wait a minute; no setting shortens the delay. An e-mail a sender has
 * claimed is leased MAIL_LEASE_MS ahead, further than that delay, so it is left alone: the test never hands an e-mail
 * in flight to a second sender. Answers how many were made due.
 */
async function retryFailedMailNow(data: StoreData): Promise<number> {
  check(MAIL_LEASE_MS > retryDelayMs(1), "a claimed e-mail's lease should reach further than a failed one's first delay");
  return onStoreDatabase(data, async (db) => {
    const now = new Date();
    const due = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: now })
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNotNull(mailOutbox.lastError),
          lte(mailOutbox.nextAttemptAt, new Date(now.getTime() + retryDelayMs(1))),
        ),
      )
      .returning({ id: mailOutbox.id });
    return due.length;
  });
}

/** The e-mails a store's log says failed and will be tried again, by their outbox id. */
function failedMailIds(store: ServerProcess): string[] {
  return [...store.output().matchAll(/"mailId":(\d+)[^\n]*it will be tried again/g)].map((match) => match[1]);
}

/**
 * The mail server stops while orders flow, and another starts on its port: three clients place orders, each with its
 * shopper's own e-mail (a "received" to her, a "new-order" to staff), and staff confirm every third (a "confirmed"
 * to her). On PostgreSQL two instances share one database, each order placed on one and confirmed on the other, so
 * that their senders compete for the outbox. Every message arrives exactly once, and no answer failed or waited on
 * the mail server. The e-mails that failed wait a minute before their next try: the test makes them due at once, as
 * an operator would; on the embedded database by stopping the store around it, since nothing else opens its
 * database while it runs.
 */
async function mailOutage(mode: Mode): Promise<string> {
  const mailServers = [await startSmtpServer()];
  const smtpPort = mailServers[0].port;
  // At warn, each failed try is logged with its e-mail's id: the outage lasts until the stores have met it.
  const env = { SMTP_URL: mailServers[0].url, STAFF_EMAILS: staffInbox, LOG_LEVEL: "warn" };
  const dataDir = mode === "pglite" ? tempDir() : undefined;
  const database = mode === "postgres" ? await createPgDatabase() : null;
  const data: StoreData = { dataDir, databaseUrl: database?.url };
  const processes: ServerProcess[] = [];
  const startStore = async (port?: number) => {
    const store = await startServer({ ...data, port, env });
    processes.push(store);
    return store;
  };
  type Phase = "before" | "during" | "after";
  let phase: Phase = "before";
  let stopping = false;
  try {
    const stores = mode === "postgres" ? [await startStore(), await startStore()] : [await startStore()];
    const token = await ownerToken(stores[0].url);
    const productId = await createProduct(stores[0].url, token, 1000, "Mail Outage Watch");

    const answers: { kind: "order" | "confirmation"; phase: Phase; ok: boolean; status: number; ms: number }[] = [];
    /** Sends a request, and notes its answer (0: none) and how long it took, in the phase it was sent in. */
    const timed = async (kind: "order" | "confirmation", expected: number, send: () => Promise<Response>) => {
      const sentIn = phase;
      const started = performance.now();
      const res = await send().catch(() => null);
      const status = res?.status ?? 0;
      answers.push({ kind, phase: sentIn, ok: status === expected, status, ms: performance.now() - started });
      return status === expected ? res : null;
    };
    /** Each message the orders and moves answered so far must bring: recipient, kind and reference, as mailKey reads them. */
    const expected = new Set<string>();
    const acknowledged: Record<Phase, number> = { before: 0, during: 0, after: 0 };
    let orders = 0;
    let confirmed = 0;
    let next = 0;
    const client = async () => {
      while (!stopping) {
        const index = next++;
        const sentIn = phase;
        const email = `shopper-${index}@resilience.test`;
        const placedOn = stores[index % stores.length];
        const placed = await timed("order", 201, () =>
          fetch(`${placedOn.url}/api/orders/create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...JSON.parse(orderBody(productId, 1, index)), email }),
          }),
        );
        if (!placed) return;
        const { id, reference } = (await placed.json()) as { id: number; reference: string };
        orders += 1;
        expected.add(`${email} received ${reference}`);
        expected.add(`${staffInbox} new-order ${reference}`);
        if (index % 3 === 0) {
          const movedOn = stores[(index + 1) % stores.length];
          const moved = await timed("confirmation", 200, () =>
            fetch(`${movedOn.url}/api/orders/stage/${id}`, {
              method: "PUT",
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              body: JSON.stringify({ stage: "confirmed" }),
            }),
          );
          if (!moved) return;
          confirmed += 1;
          expected.add(`${email} confirmed ${reference}`);
        }
        acknowledged[sentIn] += 1;
      }
    };
    let clientError: Error | null = null;
    const failed = () => answers.filter((answer) => !answer.ok);
    const failedTries = () => processes.flatMap(failedMailIds);
    /** Waits until `enough` holds; a failed answer ends the scenario at once. */
    const whileOrdersFlow = async (enough: () => boolean, what: string) => {
      await until(() => enough() || failed().length > 0 || clientError !== null, what, 30_000);
      const [first] = failed();
      check(
        !first,
        `${failed().length} answers failed, the first: an ${first?.kind} sent ${first?.phase} the outage answered ${first?.status}`,
      );
      if (clientError) throw clientError;
    };

    const clients = Array.from({ length: 3 }, () => client().catch((error: Error) => void (clientError = error)));
    await whileOrdersFlow(() => acknowledged.before >= 6, "6 orders before the outage");
    phase = "during";
    const downAt = performance.now();
    await mailServers[0].close();
    await whileOrdersFlow(() => acknowledged.during >= 12 && failedTries().length > 0, "12 orders and a failed try during the outage");
    mailServers.push(await startSmtpServer({ port: smtpPort }));
    const downtimeMs = performance.now() - downAt;
    phase = "after";
    await whileOrdersFlow(() => acknowledged.after >= 6, "6 orders after the outage");
    stopping = true;
    await Promise.all(clients);

    let retried: number;
    if (mode === "pglite") {
      await stop(stores[0]);
      retried = await retryFailedMailNow(data);
      stores[0] = await startStore(stores[0].port);
    } else retried = await retryFailedMailNow(data);
    const retriedAt = performance.now();

    const receivedKeys = () => mailServers.flatMap((server) => server.received.map(mailKey));
    const missing = () => {
      const received = new Set(receivedKeys());
      return [...expected].filter((key) => !received.has(key));
    };
    await until(() => missing().length === 0, "the arrival of every message", 30_000).catch((error: Error) => {
      throw new Error(`${error.message}: ${missing().length} missing, such as ${missing().slice(0, 3).join(", ")}`);
    });
    const drainMs = performance.now() - retriedAt;

    // Once the stores are stopped nothing more is sent: what arrived is all that will arrive, and the outbox is final.
    const exits = await Promise.all(
      stores.map((store) => {
        store.kill("SIGTERM");
        return store.exited;
      }),
    );
    check(
      exits.every((code) => code === 0),
      `the stores exited with ${exits.join(", ")}`,
    );
    const outbox = await onStoreDatabase(data, (db) =>
      db.select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts }).from(mailOutbox),
    );
    const counted = new Map<string, number>();
    for (const key of receivedKeys()) counted.set(key, (counted.get(key) ?? 0) + 1);
    const twice = [...counted].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
    const unexpected = [...counted.keys()].filter((key) => !expected.has(key));
    const delivered = receivedKeys().length;
    check(twice.length === 0, `${twice.length} messages arrived more than once: ${twice.slice(0, 5).join(", ")}`);
    check(unexpected.length === 0, `${unexpected.length} messages were not expected: ${unexpected.slice(0, 5).join(", ")}`);
    check(delivered === expected.size, `${delivered} messages arrived for ${expected.size} expected`);
    const unsent = outbox.filter((row) => row.sentAt === null).length;
    check(
      outbox.length === expected.size && unsent === 0,
      `the outbox holds ${outbox.length} e-mails (${unsent} unsent) for ${expected.size} messages`,
    );
    // Every failed try the stores logged is counted in the outbox, once.
    const tries = failedTries();
    const triedAgain = outbox.filter((row) => row.attempts > 0);
    const attempts = outbox.reduce((sum, row) => sum + row.attempts, 0);
    check(
      tries.length === attempts && new Set(tries).size === triedAgain.length,
      `the stores logged ${tries.length} failed tries of ${new Set(tries).size} e-mails; the outbox counts ${attempts} of ${triedAgain.length}`,
    );

    const orderMs = (of: Phase) => Math.round(median(answers.filter((a) => a.kind === "order" && a.phase === of).map((a) => a.ms)));
    // An answer that waited on the mail server would wait during the outage only: its answers are compared with the others'.
    const during = orderMs("during");
    const outside = median(answers.filter((a) => a.kind === "order" && a.phase !== "during").map((a) => a.ms));
    check(during <= 2 * outside + 250, `orders answered in median ${during} ms during the outage, ${Math.round(outside)} ms outside it`);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const retriedHow = mode === "postgres" ? "beside the 2 running instances" : "while the store was stopped, then started again";
    return (
      `mail outage (${mode}): ${orders} orders from 3 clients, ${confirmed} confirmed by staff` +
      `${mode === "postgres" ? " on the other instance" : ""} -> ${expected.size} messages (${orders} "received" and ` +
      `${confirmed} "confirmed" to ${orders} shoppers, ${orders} "new order" to staff); SMTP down ${seconds(downtimeMs)} while ` +
      `${acknowledged.during} orders came in, then back on its port; ${retried} failed e-mails made due at once ${retriedHow}; ` +
      `all ${delivered} delivered exactly once (0 missing, 0 twice; ${triedAgain.length} after a failed try), the last ` +
      `${seconds(drainMs)} after the retry; every order answered 201, in median ${orderMs("before")} ms before, ${during} ms ` +
      `during and ${orderMs("after")} ms after the outage (slowest answer ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms)`
    );
  } finally {
    stopping = true;
    for (const store of processes) store.kill("SIGKILL");
    for (const server of mailServers) await server.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Where the stock alerts scenario's e-mails link to: their /alerts/<token> links carry the tokens to confirm. */
const alertStoreUrl = "https://shop.resilience.test";

/**
 * An e-mail as the stock alerts scenario counts it: an alert's confirmation or its restock message (in English or
 * French), and the colour of the dress it names; anything else is "other".
 */
function alertMailOf(mail: ReceivedMail): { kind: "confirm" | "restock" | "other"; color: string } {
  const kind = /^(Confirm your alert|Confirmez votre alerte)\s*:/.test(mail.subject)
    ? "confirm"
    : /^(Back in stock|De retour en stock)\s*:/.test(mail.subject)
      ? "restock"
      : "other";
  return { kind, color: /\b(Emerald|Black)\b/.exec(mail.subject)?.[1] ?? "?" };
}

/**
 * Back-in-stock alerts on two instances, each with its workers, on one PostgreSQL database and one real SMTP server
 * (docs/decisions/060). 30 shoppers ask on either instance, in English or French, for Emerald M or Black M of a
 * dress, both sold out, and confirm on the other instance with the token of their confirmation e-mail's link. A
 * product edit on A brings Emerald M back; on B, the cancellation of the order that took the last Black M brings
 * that back. Every sender of both instances sweeps the alerts before each round, yet each shopper gets one
 * restock message, and her alert and its e-mails are deleted. Both sizes sold out and back once more: once a
 * further shopper's confirmation has arrived and the outbox is empty, nobody got a second restock message.
 */
async function stockAlertsOnTwoInstances(): Promise<string> {
  const smtp = await startSmtpServer();
  const database = await createPgDatabase();
  const data: StoreData = { databaseUrl: database.url };
  const env = { SMTP_URL: smtp.url, PUBLIC_URL: alertStoreUrl };
  const stores: ServerProcess[] = [];
  try {
    stores.push(await startServer({ databaseUrl: database.url, env }));
    stores.push(await startServer({ databaseUrl: database.url, env }));
    const [a, b] = stores;
    const token = await ownerToken(a.url);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const dress = await createColoredProduct(a.url, token, [
      {
        name: "Emerald",
        hex: "#1f7a4d",
        family: "green",
        sizes: [
          { size: "m", quantity: 0 },
          { size: "s", quantity: 3 },
        ],
      },
      {
        name: "Black",
        hex: "#111111",
        family: "black",
        sizes: [
          { size: "m", quantity: 1 },
          { size: "s", quantity: 0 },
        ],
      },
    ]);
    const [emerald, black] = dress.colors;

    /** Sets one colour and size's stock through the product editor's save on `url`, the rest sent back as it was read. */
    const setStock = async (url: string, colorName: string, size: string, quantity: number) => {
      const current = await json(await fetch(`${url}/api/products/single/${dress.id}`, { headers: auth }));
      type Color = {
        id: number;
        name: string;
        hex: string;
        family: string;
        images: { url: string }[];
        sizes: { size: string; quantity: number }[];
      };
      const res = await fetch(`${url}/api/products/update/${dress.id}`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({
          types: "women_s_clothing",
          categories: "dresses",
          name: current.name,
          price: current.price,
          quantity: String(current.quantity),
          description: "A dress kept for the resilience tests.",
          colors: (current.colors as Color[]).map((color) => ({
            id: color.id,
            name: color.name,
            hex: color.hex,
            family: color.family,
            images: color.images.map((image) => ({ url: image.url })),
            sizes: color.sizes.map((row) => ({
              size: row.size,
              quantity: color.name === colorName && row.size === size ? quantity : row.quantity,
            })),
          })),
        }),
      });
      check(res.status === 200, `the stock edit of ${colorName} ${size} on ${url} answered ${res.status}: ${await res.text()}`);
    };
    let client = 0;
    /** Places on A an order of the last Black M; answers its id. */
    const takeLastBlackM = async () => {
      const placed = await placeOrder(a.url, dress.id, 1, (client += 1), "m", black);
      check(placed.status === 201, `the order of the last Black M answered ${placed.status}: ${await placed.clone().text()}`);
      return ((await placed.json()) as { id: number }).id;
    };
    const cancelOnB = async (orderId: number) => {
      const res = await fetch(`${b.url}/api/orders/stage/${orderId}`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ stage: "cancelled" }),
      });
      check(res.status === 200, `the cancellation on B answered ${res.status}: ${await res.text()}`);
    };
    const ask = (on: ServerProcess, email: string, color: number, size: string, lang: string) =>
      fetch(`${on.url}/api/stock-alerts?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productId: dress.id, color, size, email }),
      }).then((res) => res.status);

    // When each message arrived, read by every poll (the SMTP server only appends).
    const arrivedAt: number[] = [];
    const mails = () => {
      while (arrivedAt.length < smtp.received.length) arrivedAt.push(performance.now());
      return smtp.received.map((mail, index) => ({ to: mail.to.join(), at: arrivedAt[index], mail, ...alertMailOf(mail) }));
    };
    const alertRows = () =>
      onStoreDatabase(data, async (db) => ({
        alerts: await db
          .select({ email: stockAlerts.email, token: stockAlerts.token, confirmedAt: stockAlerts.confirmedAt })
          .from(stockAlerts),
        outbox: await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.kind, [...stockAlertMailKinds])),
      }));

    const lastBlackM = await takeLastBlackM();
    const shoppers = Array.from({ length: 30 }, (_, i) => ({
      email: `alert-${i}@resilience.test`,
      color: i % 2 ? "Black" : "Emerald",
      colorId: i % 2 ? black : emerald,
      lang: i % 3 === 2 ? "fr" : "en",
      askOn: stores[Math.floor(i / 2) % 2],
      confirmOn: stores[(Math.floor(i / 2) + 1) % 2],
    }));
    const asked = await Promise.all(shoppers.map((s) => ask(s.askOn, s.email, s.colorId, "m", s.lang)));
    check(
      asked.every((status) => status === 202),
      `the alert requests answered ${asked.join(",")}`,
    );
    const confirmationsOf = (email: string) => mails().filter((m) => m.to === email && m.kind === "confirm");
    await until(() => shoppers.every((s) => confirmationsOf(s.email).length > 0), "the arrival of every confirmation");

    // The token of each confirmation e-mail's link, the same as the table's.
    const tokens = new Map<string, string>();
    for (const shopper of shoppers) {
      const parsed = await simpleParser(confirmationsOf(shopper.email)[0].mail.raw);
      const link = new RegExp(`${alertStoreUrl}(?:/fr)?/alerts/([A-Za-z0-9_-]{32})(?![\\w-])`).exec(parsed.text ?? "");
      check(link, `the confirmation to ${shopper.email} has no link to its alert: ${parsed.text}`);
      tokens.set(shopper.email, link[1]);
    }
    const pending = await alertRows();
    check(
      pending.alerts.length === shoppers.length && pending.alerts.every((row) => tokens.get(row.email) === row.token && !row.confirmedAt),
      `the table should hold ${shoppers.length} unconfirmed alerts with the links' tokens, not ${JSON.stringify(pending.alerts)}`,
    );
    const confirmed = await Promise.all(
      shoppers.map((s) =>
        fetch(`${s.confirmOn.url}/api/stock-alerts/confirm`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token: tokens.get(s.email) }),
        }).then((res) => res.status),
      ),
    );
    check(
      confirmed.every((status) => status === 200),
      `the confirmations answered ${confirmed.join(",")}`,
    );
    const restocks = () => mails().filter((m) => m.kind === "restock");
    check(restocks().length === 0, `${restocks().length} restock messages went out while both sizes were sold out`);

    // Emerald M back by an edit on A, then Black M by the cancellation on B of the order that took the last one.
    await setStock(a.url, "Emerald", "m", 4);
    const editedAt = performance.now();
    await cancelOnB(lastBlackM);
    const cancelledAt = performance.now();
    const restockKeys = () => new Set(restocks().map((m) => `${m.to} ${m.color}`));
    const missing = () => shoppers.filter((s) => !restockKeys().has(`${s.email} ${s.color}`));
    await until(() => missing().length === 0, "the arrival of every restock message").catch((error: Error) => {
      throw new Error(`${error.message}: ${missing().length} missing, such as ${missing()[0]?.email} (${missing()[0]?.color})`);
    });
    const lastOf = (color: string) =>
      Math.max(
        ...restocks()
          .filter((m) => m.color === color)
          .map((m) => m.at),
      );
    const editMs = Math.round(lastOf("Emerald") - editedAt);
    const cancelMs = Math.round(lastOf("Black") - cancelledAt);
    // Sent, each alert's e-mails are deleted: the rows go right after the mail server accepted them.
    await until(async () => {
      const rows = await alertRows();
      return rows.alerts.length === 0 && rows.outbox.length === 0;
    }, "the deletion of every alert and alert e-mail").catch(async (error: Error) => {
      const rows = await alertRows();
      throw new Error(`${error.message}: ${rows.alerts.length} alerts and ${rows.outbox.length} alert e-mails are left`);
    });
    const firstRound = restocks().length;
    // Each restock message links to the product page with its colour and size chosen.
    for (const m of restocks()) {
      const colorId = m.color === "Black" ? black : emerald;
      const page = `/single/${dress.id}?color=${colorId}&size=m`;
      const text = (await simpleParser(m.mail.raw)).text ?? "";
      check(text.includes(page), `the restock message to ${m.to} does not link to ${page}: ${text}`);
    }

    // Sold out and back once more, both ways; then a further shopper's confirmation, and an empty outbox.
    await setStock(b.url, "Emerald", "m", 0);
    await setStock(a.url, "Emerald", "m", 2);
    await cancelOnB(await takeLastBlackM());
    const sentinel = "alert-last@resilience.test";
    check((await ask(b, sentinel, black, "s", "en")) === 202, "the last alert request was refused");
    await until(() => confirmationsOf(sentinel).length > 0, "the arrival of the last confirmation");
    await until(async () => {
      const rows = await alertRows();
      return rows.outbox.length === 0 && rows.alerts.length === 1 && rows.alerts[0].email === sentinel && !rows.alerts[0].confirmedAt;
    }, "an empty outbox with only the last, unconfirmed alert");

    await Promise.all(stores.map(stop));
    const counts = new Map<string, number>();
    for (const m of mails()) counts.set(`${m.to} ${m.kind} ${m.color}`, (counts.get(`${m.to} ${m.kind} ${m.color}`) ?? 0) + 1);
    const expected = new Set([
      ...shoppers.flatMap((s) => [`${s.email} confirm ${s.color}`, `${s.email} restock ${s.color}`]),
      `${sentinel} confirm Black`,
    ]);
    const twice = [...counts].filter(([key, count]) => expected.has(key) && count > 1).map(([key, count]) => `${key} ×${count}`);
    const lacking = [...expected].filter((key) => !counts.has(key));
    const toShoppers = mails().filter((m) => m.to.startsWith("alert-"));
    const unexpected = toShoppers.filter((m) => !expected.has(`${m.to} ${m.kind} ${m.color}`)).map((m) => `${m.to} "${m.mail.subject}"`);
    check(twice.length === 0, `${twice.length} alert messages arrived more than once: ${twice.slice(0, 5).join(", ")}`);
    check(lacking.length === 0, `${lacking.length} alert messages never arrived: ${lacking.slice(0, 5).join(", ")}`);
    check(unexpected.length === 0, `${unexpected.length} unexpected messages to the shoppers: ${unexpected.slice(0, 5).join(", ")}`);
    const again = restocks().length - firstRound;
    check(again === 0, `${again} restock messages went out again after the second restock`);
    const workers = os.availableParallelism();
    const waitingFor = (color: string) => shoppers.filter((s) => s.color === color).length;
    return (
      `stock alerts (postgres): 2 instances × ${workers} workers on one database, ${shoppers.length} alerts (${waitingFor("Emerald")} Emerald M, ` +
      `${waitingFor("Black")} Black M, sold out) asked and confirmed across both by the tokens of the confirmation e-mails' links -> Emerald M ` +
      `back by an edit on A: its ${waitingFor("Emerald")} restock messages arrived within ${editMs} ms of the edit's answer; Black M back by an ` +
      `order's cancellation on B: ${waitingFor("Black")} within ${cancelMs} ms; each shopper got 1 confirmation and 1 restock (0 missing, 0 ` +
      `twice), 0 alerts and 0 alert e-mails left in the database; both sold out and back once more: ${again} further ` +
      `restock messages once a later alert's confirmation had arrived and the outbox was empty ` +
      `(${toShoppers.length} messages to shoppers, ${mails().length - toShoppers.length} to staff)`
    );
  } finally {
    for (const store of stores) store.kill("SIGKILL");
    await smtp.close();
    await database.drop();
  }
}

/**
 * Orders keep coming from three clients while `npm run backup` runs; then the data is wiped and `npm run restore`
 * brings the backup back. Every order acknowledged before the backup began is there with its lines, the pictures
 * serve the same bytes, and the stock agrees with the orders restored; no order sent after the backup ended is.
 */
async function backupRestore(mode: Mode): Promise<string> {
  const backupDir = tempDir();
  const dataDir = tempDir();
  let database = mode === "postgres" ? await createPgDatabase() : null;
  const settings = () => ({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", BACKUP_DIR: backupDir });
  const server = await startServer({ dataDir, databaseUrl: database?.url });
  let again: ServerProcess | null = null;
  try {
    const token = await ownerToken(server.url);
    const initialStock = 99_999;
    const productIds = [
      await createProduct(server.url, token, initialStock, "Backup Watch A"),
      await createProduct(server.url, token, initialStock, "Backup Watch B"),
    ];
    const names = [await uploadImage(server.url, token, "#2a6f4e")];
    for (const id of productIds)
      names.push(...(await json(await fetch(`${server.url}/api/products/single/${id}`))).images.map((i: { url: string }) => i.url));
    const imageBytes = async (url: string, name: string) =>
      Buffer.from(await (await fetch(`${url}/api/products/images/${name}`)).arrayBuffer());
    const images = new Map<string, Buffer>();
    for (const name of names) images.set(name, await imageBytes(server.url, name));

    type Phase = "before" | "during" | "after";
    const acknowledged: { id: number; productId: number; quantity: number; sent: Phase }[] = [];
    const listeners = new Set<() => void>();
    const untilAcknowledged = (count: number) =>
      new Promise<void>((resolve) => {
        const test = () => {
          if (acknowledged.length < count) return;
          listeners.delete(test);
          resolve();
        };
        listeners.add(test);
        test();
      });
    let phase: Phase = "before";
    let stopping = false;
    let next = 0;
    const client = async () => {
      while (!stopping) {
        const index = next++;
        const sent = phase;
        const productId = productIds[index % 2];
        const quantity = 1 + (index % 3);
        const res = await placeOrder(server.url, productId, quantity, index);
        check(res.status === 201, `an order answered ${res.status} (${phase} the backup)`);
        acknowledged.push({ id: (await res.json()).id, productId, quantity, sent });
        for (const listener of [...listeners]) listener();
      }
    };
    const clients = Array.from({ length: 3 }, client);
    await untilAcknowledged(30);
    const before = acknowledged.slice();
    phase = "during";
    const started = Date.now();
    const backup = await runScript("backup", [], settings());
    const backupMs = Date.now() - started;
    phase = "after";
    await untilAcknowledged(acknowledged.length + 15);
    stopping = true;
    await Promise.all(clients);
    check(backup.code === 0, `npm run backup exited ${backup.code}: ${backup.output}`);
    const files = fs.readdirSync(backupDir);
    check(files.length === 1 && /^yasmine-\d{8}-\d{6}\.tar\.gz$/.test(files[0]), `BACKUP_DIR holds ${files.join(", ") || "nothing"}`);
    const file = path.join(backupDir, files[0]);
    await stop(server);

    // The disaster: the data is gone.
    if (database) {
      await database.drop();
      database = await createPgDatabase();
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const restore = await runScript("restore", [file], settings());
    check(restore.code === 0, `npm run restore exited ${restore.code}: ${restore.output}`);
    again = await startServer({ dataDir, databaseUrl: database?.url });
    const token2 = await ownerToken(again.url);
    const orders = (await json(await fetch(`${again.url}/api/orders`, { headers: { authorization: `Bearer ${token2}` } }))) as {
      id: number;
      products: { id: number; quantity: number }[];
    }[];
    const byId = new Map(orders.map((o) => [o.id, o]));
    const lost = before.filter(({ id, productId, quantity }) => {
      const lines = byId.get(id)?.products ?? [];
      return !(lines.length === 1 && lines[0].id === productId && lines[0].quantity === quantity);
    });
    check(lost.length === 0, `${lost.length} of ${before.length} orders acknowledged before the backup are missing or lost lines`);
    const sentAfter = acknowledged.filter((o) => o.sent === "after");
    const restoredAfter = sentAfter.filter((o) => byId.has(o.id)).length;
    check(restoredAfter === 0, `${restoredAfter} orders sent after the backup ended are in it`);
    const during = acknowledged.filter((o) => o.sent === "during");
    const duringRestored = during.filter((o) => byId.has(o.id)).length;
    for (const productId of productIds) {
      const product = await json(await fetch(`${again.url}/api/products/single/${productId}`));
      const sold = orders
        .flatMap((o) => o.products)
        .filter((l) => l.id === productId)
        .reduce((sum, l) => sum + l.quantity, 0);
      check(
        Number(product.quantity) + sold === initialStock,
        `product ${productId}: stock ${product.quantity} + ${sold} sold is not ${initialStock}`,
      );
    }
    for (const [name, bytes] of images) {
      const served = await imageBytes(again.url, name);
      check(served.equals(bytes), `image ${name} does not serve the same ${bytes.byteLength} bytes after the restore`);
    }
    await stop(again);
    const kb = Math.round(fs.statSync(file).size / 1024);
    return (
      `backup and restore (${mode}): ${before.length} orders acknowledged before the backup, ${during.length} sent during it ` +
      `(${duringRestored} in it), ${sentAfter.length} after (none in it); all ${before.length} back with their lines, ` +
      `${images.size} images byte for byte, stock agrees; backup ${kb} KB in ${backupMs} ms while orders kept coming`
    );
  } finally {
    server.kill("SIGKILL");
    again?.kill("SIGKILL");
    fs.rmSync(backupDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const scenarios: [string, () => Promise<string>][] = [
  ["oversell pglite", () => oversell("pglite")],
  ["oversell postgres", () => oversell("postgres")],
  ["oversell per size pglite", () => oversellSize("pglite")],
  ["oversell per size postgres", () => oversellSize("postgres")],
  ["oversell per colour pglite", () => oversellColor("pglite")],
  ["oversell per colour postgres", () => oversellColor("postgres")],
  ["discount uses pglite", () => discountUses("pglite")],
  ["discount uses postgres", () => discountUses("postgres")],
  ["orders and edits postgres", () => ordersAndEdits("postgres")],
  ["invoice numbers pglite", () => invoiceNumbers("pglite")],
  ["invoice numbers postgres", () => invoiceNumbers("postgres")],
  ["restock once pglite", () => restockOnce("pglite")],
  ["restock once postgres", () => restockOnce("postgres")],
  ["kept in part pglite", () => keptInPart("pglite")],
  ["kept in part postgres", () => keptInPart("postgres")],
  ["return received pglite", () => returnReceived("pglite")],
  ["return received postgres", () => returnReceived("postgres")],
  ["crash pglite", () => crash("pglite")],
  ["crash postgres", () => crash("postgres")],
  ["outage", outage],
  ["two instances", twoInstances],
  ["pages on two instances", pagesOnTwoInstances],
  ["graceful shutdown", gracefulShutdown],
  ["staff mail", staffMail],
  ["mail outage pglite", () => mailOutage("pglite")],
  ["mail outage postgres", () => mailOutage("postgres")],
  ["stock alerts postgres", stockAlertsOnTwoInstances],
  ["backup and restore pglite", () => backupRestore("pglite")],
  ["backup and restore postgres", () => backupRestore("postgres")],
];

// `npm run test:resilience -- size` runs only the scenarios whose name holds "size".
const only = process.argv[2];
const chosen = only ? scenarios.filter(([name]) => name.includes(only)) : scenarios;
/**
 * Two scenarios at a time: each spends most of its time waiting on servers that start, stop and restart, so two
 * share the machine's cores and finish in about half the time. Each has its own ports, folders and databases.
 * RESILIENCE_CONCURRENCY=1 runs them one by one.
 */
const concurrency = Math.max(1, Number(process.env.RESILIENCE_CONCURRENCY ?? 2) || 1);
console.log(`resilience: PostgreSQL at ${new URL(TEST_DATABASE_URL).host}, ${concurrency} scenarios at a time`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const suiteStarted = performance.now();
let failed = 0;
const queue = [...chosen];
async function runNext(): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [name, run] = next;
    const started = performance.now();
    try {
      const figures = await run();
      console.log(`✔ ${figures} [${seconds(started)}]`);
    } catch (error) {
      failed += 1;
      console.log(`✖ ${name}: ${(error as Error).message} [${seconds(started)}]`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(concurrency, chosen.length) }, runNext));
console.log(`${chosen.length - failed} passed, ${failed} failed, in ${seconds(suiteStarted)}`);
if (chosen.length === 0) process.exit(1);
process.exit(failed ? 1 : 0);
