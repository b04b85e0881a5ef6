/** The newsletter keeps the addresses given with consent, once each, and lets anyone with the link leave. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { countRows, createTestApi, expectError, type Staff, type TestApi } from "./harness";

let t: TestApi;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("ADMIN");
});
afterAll(() => t.close());

const subscribe = (json: unknown, query = "") => t.call("POST", `/api/newsletter/subscribe${query}`, { json });
const list = async () =>
  (await t.call("GET", "/api/newsletter", { token: admin.token })).body as { email: string; locale: string; unsubscribePath: string }[];

describe("the newsletter", () => {
  it("keeps an address given with consent, in the language it was given in", async () => {
    const res = await subscribe({ email: "Leila@Example.tn", consent: true }, "?lang=fr");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ subscribed: true });
    const found = (await list()).find((row) => row.email === "leila@example.tn");
    expect(found).toMatchObject({ locale: "fr", unsubscribePath: expect.stringMatching(/^\/newsletter\/unsubscribe\?token=[\w-]{32}$/) });
  });

  it("ignores a second subscription of the same address, however it is typed, and answers the same", async () => {
    await subscribe({ email: "sami@example.tn", consent: "yes" });
    const before = await countRows(t, newsletterSubscribers);
    const again = await subscribe({ email: "SAMI@example.tn", consent: true });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ subscribed: true });
    expect(await countRows(t, newsletterSubscribers)).toBe(before);
  });

  it("refuses an address without consent, or that is not an address, and keeps nothing", async () => {
    const before = await countRows(t, newsletterSubscribers);
    expectError(await subscribe({ email: "nour@example.tn" }), 400, "Tick the box to agree to receive the newsletter");
    expectError(await subscribe({ email: "nour@example.tn", consent: false }), 400, "Tick the box to agree to receive the newsletter");
    expectError(await subscribe({ email: "not an address", consent: true }), 400, "email must be a valid e-mail address");
    expect(await countRows(t, newsletterSubscribers)).toBe(before);
  });

  it("lets the holder of the unsubscribe link leave without an account, and says the same for a link that is spent", async () => {
    await subscribe({ email: "amel@example.tn", consent: true });
    const { unsubscribePath } = (await list()).find((row) => row.email === "amel@example.tn")!;
    const token = new URL(unsubscribePath, "http://store").searchParams.get("token");
    const res = await t.call("POST", "/api/newsletter/unsubscribe", { json: { token } });
    expect(res.status).toBe(200);
    expect((await list()).some((row) => row.email === "amel@example.tn")).toBe(false);
    expect((await t.call("POST", "/api/newsletter/unsubscribe", { json: { token } })).body).toEqual({ unsubscribed: true });
    expectError(await t.call("POST", "/api/newsletter/unsubscribe", { json: {} }), 400, "token is required");
  });

  it("shows the list to admins only", async () => {
    const editor = await t.staff("EDITOR");
    expectError(await t.call("GET", "/api/newsletter", { token: editor.token }), 403);
    expectError(await t.call("GET", "/api/newsletter"), 401);
  });
});
