/**
 * The delivery slips' routes as staff reach them, through their loaders and actions with the API in-process (as
 * server.ts hands it over): a batch naming more orders than SLIPS_MAX is refused whole by every route that reads
 * one (issue item 4), and what a move to Shipped did reaches the page through the flash cookie only, read once,
 * never from the address (issue item 7).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIPS_MAX } from "~/lib/slips";
import { loader as csvLoader } from "~/routes/orders.carrier-csv";
import { action, loader } from "~/routes/orders.slips";
import { loader as pdfLoader } from "~/routes/orders.slips[.]pdf";
import { sessionWithLocale } from "~/session.server";
import { createTestApi, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

const STORE = "http://shop.test";
const TOO_MANY = `Too many orders at once: a batch holds at most ${SLIPS_MAX}. Nothing was printed or moved; select fewer orders.`;

let t: TestApi;
let editor: Staff;
let session: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  session = cookieOf(await sessionWithLocale(new Request(STORE), "en", { token: editor.token, role: editor.role }));
  const image = await uploadProductImage(t, editor.token);
  const product = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], { quantity: "50" }) });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  productId = product.body.id;
});
afterAll(() => t.close());

/** The `name=value` a browser sends back of a Set-Cookie header. */
function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0];
}

async function order(stage: "new" | "confirmed"): Promise<{ id: number; reference: string }> {
  const placed = await t.call("POST", "/api/orders/create", { json: validOrder([{ id: productId, quantity: 1 }]) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (stage === "confirmed") {
    const moved = await t.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: editor.token, json: { stage } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id: placed.body.id, reference: placed.body.reference };
}

const stageOf = async (id: number) => (await t.call("GET", `/api/orders/${id}`, { token: editor.token })).body.stage as string;

/** A route's arguments for a request of the signed-in editor (or of another session) with these other cookies. */
function args(path: string, cookies: string[] = [], init: RequestInit = {}, staff = session): LoaderFunctionArgs & ActionFunctionArgs {
  const request = new Request(`${STORE}${path}`, { ...init, headers: { Cookie: [staff, ...cookies].join("; ") } });
  return { request, context: { api: (request: Request) => t.api.fetch(request) }, params: {} };
}

function post(form: Record<string, string>, cookies: string[] = []) {
  return action(args("/orders/slips", cookies, { method: "POST", body: new URLSearchParams(form) }));
}

/** What the print page shows: the loader's data, and the flash cookie as the answer leaves it. */
async function page(path: string, cookies: string[] = []) {
  const response = await loader(args(path, cookies));
  const data = (await response.json()) as {
    slips: { reference: string }[];
    tooMany: boolean;
    report: { kind: string; lines: string[] } | null;
  };
  return { status: response.status, data, setCookie: response.headers.get("Set-Cookie") };
}

describe("the result of a move to Shipped", () => {
  it("reaches the next page in the flash cookie, not in the address, and is shown once", async () => {
    const confirmed = [await order("confirmed"), await order("confirmed")];
    const fresh = await order("new");
    const ids = [...confirmed, fresh].map((o) => o.id);

    const answer = await post({ ids: ids.join(","), layout: "a6", ship: "1" });
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location") ?? "";
    expect(location).toBe(`/orders/slips?ids=${ids.join("%2C")}&layout=a6`);
    const flash = cookieOf(answer.headers.get("Set-Cookie") ?? "");
    expect(flash).toMatch(/^__flash=./);
    for (const o of confirmed) expect(await stageOf(o.id)).toBe("shipped");
    expect(await stageOf(fresh.id)).toBe("new");

    const first = await page(location, [flash]);
    expect(first.status).toBe(200);
    expect(first.data.slips.map((slip) => slip.reference)).toEqual([...confirmed, fresh].map((o) => o.reference));
    expect(first.data.report).toEqual({
      kind: "error",
      lines: ["2 orders were marked Shipped.", `Not marked Shipped (they are not Confirmed): ${fresh.reference}`],
    });

    // The browser keeps the cookie as the page answered it: printing the page again says nothing again.
    const again = await page(location, [cookieOf(first.setCookie ?? "")]);
    expect(again.data.report).toBeNull();
    expect(again.data.slips).toHaveLength(3);
  });

  it("is a plain success when every order moved, and no banner when nothing was to move", async () => {
    const confirmed = await order("confirmed");
    const shipped = await post({ ids: String(confirmed.id), ship: "1" });
    const report = await page(shipped.headers.get("Location") ?? "", [cookieOf(shipped.headers.get("Set-Cookie") ?? "")]);
    expect(report.data.report).toEqual({ kind: "success", lines: ["1 order was marked Shipped."] });

    const printed = await post({ ids: String(confirmed.id) });
    expect(printed.headers.get("Set-Cookie")).toBeNull();
  });

  it("is never read from the address: a crafted ?shipped=50&notMoved=ABC shows nothing of it", async () => {
    const confirmed = await order("confirmed");
    const crafted = await page(`/orders/slips?ids=${confirmed.id}&shipped=50&notMoved=ABC`);
    expect(crafted.status).toBe(200);
    expect(crafted.data.report).toBeNull();
    expect(crafted.data.slips.map((slip) => slip.reference)).toEqual([confirmed.reference]);
    const text = JSON.stringify(crafted.data);
    expect(text).not.toContain("ABC");
    expect(text).not.toContain("50 orders");
    expect(await stageOf(confirmed.id)).toBe("confirmed");
  });
});

describe("a batch of more orders than SLIPS_MAX", () => {
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it("is refused by the form, which then moves and prints nothing, even with a day given", async () => {
    const confirmed = await order("confirmed");
    const today = new Date().toISOString().slice(0, 10);
    const ids = [confirmed.id, ...upTo(140_000).filter((id) => id !== confirmed.id)].join(",");
    const answer = await post({ ids, ship: "1", day: today });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/orders/slips");
    expect(await stageOf(confirmed.id)).toBe("confirmed");

    const refused = await page("/orders/slips", [cookieOf(answer.headers.get("Set-Cookie") ?? "")]);
    expect(refused.data.report).toEqual({ kind: "error", lines: [TOO_MANY] });
    expect(refused.data.slips).toEqual([]);
  });

  it("is refused by the print page, the PDF and the carrier CSV, with the reason", async () => {
    const confirmed = await order("confirmed");
    const query = `?ids=${[confirmed.id, ...upTo(SLIPS_MAX).map((id) => id + confirmed.id)].join(",")}`;
    const printed = await page(`/orders/slips${query}`);
    expect(printed.status).toBe(400);
    expect(printed.data).toMatchObject({ tooMany: true, slips: [], report: null });
    for (const file of [pdfLoader, csvLoader]) {
      const answer = await file(args(`/orders/slips.pdf${query}`));
      expect(answer.status).toBe(400);
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await answer.text()).toBe(TOO_MANY);
    }
  });

  it("in the staff member's language", async () => {
    const french = cookieOf(await sessionWithLocale(new Request(STORE), "fr", { token: editor.token, role: editor.role }));
    const answer = await csvLoader(args(`/orders/carrier-csv?ids=${upTo(SLIPS_MAX + 1).join(",")}`, [], {}, french));
    expect(await answer.text()).toMatch(/^Trop de commandes à la fois/);
  });

  it("is not a full batch named twice over: repeats count once", async () => {
    const confirmed = await order("confirmed");
    const ids = [confirmed.id, ...upTo(SLIPS_MAX - 1).map((id) => id + confirmed.id)];
    const printed = await page(`/orders/slips?ids=${[...ids, ...ids].join(",")}`);
    expect(printed.status).toBe(200);
    expect(printed.data.tooMany).toBe(false);
    expect(printed.data.slips[0].reference).toBe(confirmed.reference);
  });
});
