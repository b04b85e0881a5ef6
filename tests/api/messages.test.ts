import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/db/schema";
import { countRows, createTestApi, expectError, expectOldestFirst, type Staff, type TestApi } from "./harness";

let t: TestApi;
let editor: Staff;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
});
afterAll(() => t.close());

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ipad =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

const messageKeys = ["createAt", "device", "deviceType", "email", "message", "messageId", "name", "subject"];

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ines",
    email: "ines@mail.tn",
    subject: "Sizes",
    message: "Do you have the dress in M?",
    deviceType: desktop,
    ...overrides,
  };
}

async function send(overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const res = await t.call("POST", "/api/messages/send", { json: validMessage(overrides), headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("POST /api/messages/send", () => {
  it("answers 201 with the message, carrying messageId and a normalised device", async () => {
    const res = await t.call("POST", "/api/messages/send", { json: validMessage({ deviceType: iphone }) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(messageKeys);
    expect(res.body).toMatchObject({
      name: "Ines",
      email: "ines@mail.tn",
      subject: "Sizes",
      message: "Do you have the dress in M?",
      deviceType: iphone,
      device: "mobile",
    });
    expect(Number.isInteger(res.body.messageId)).toBe(true);
    expect(res.body.id).toBeUndefined();
    expect(res.body.createAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("normalises tablets and desktops too", async () => {
    expect((await send({ deviceType: ipad })).device).toBe("tablet");
    expect((await send({ deviceType: desktop })).device).toBe("desktop");
    expect((await send({ deviceType: "something odd" })).device).toBe("desktop");
  });

  it("falls back on the request's user agent when deviceType is not sent", async () => {
    const m = await send({ deviceType: undefined }, { "user-agent": ipad });
    expect(m.deviceType).toBe(ipad);
    expect(m.device).toBe("tablet");
  });

  describe("validation", () => {
    const cases: { label: string; change: Record<string, unknown>; message: string }[] = [
      { label: "no name", change: { name: undefined }, message: "name is required" },
      { label: "a blank name", change: { name: "   " }, message: "name is required" },
      { label: "no email", change: { email: "" }, message: "email is required" },
      { label: "an invalid email", change: { email: "ines@" }, message: "email must be a valid e-mail address" },
      { label: "no subject", change: { subject: undefined }, message: "subject is required" },
      { label: "no message", change: { message: "" }, message: "message is required" },
      { label: "a name of 101", change: { name: "x".repeat(101) }, message: "name must be between 1 and 100 characters" },
      { label: "a subject of 151", change: { subject: "x".repeat(151) }, message: "subject must be between 1 and 150 characters" },
      { label: "a message of 5001", change: { message: "x".repeat(5001) }, message: "message must be between 1 and 5000 characters" },
      { label: "a deviceType of 501", change: { deviceType: "x".repeat(501) }, message: "deviceType must be at most 500 characters" },
    ];
    for (const c of cases) {
      it(`refuses ${c.label} with 400 and stores nothing`, async () => {
        const before = await countRows(t, messages);
        expectError(await t.call("POST", "/api/messages/send", { json: validMessage(c.change) }), 400, c.message);
        expect(await countRows(t, messages)).toBe(before);
      });
    }

    it("accepts the longest allowed fields", async () => {
      const m = await send({ name: "x".repeat(100), subject: "x".repeat(150), message: "x".repeat(5000) });
      expect(m.message).toHaveLength(5000);
    });

    it("lists every problem at once", async () => {
      expectError(
        await t.call("POST", "/api/messages/send", { json: {} }),
        400,
        "name is required",
        "email is required",
        "subject is required",
        "message is required",
      );
    });
  });
});

describe("GET /api/messages", () => {
  let all: { messageId: number; subject: string }[];
  beforeAll(async () => {
    await send({ subject: "Delivery to Sfax" });
    await send({ subject: "Refund" });
    await send({ subject: "delivery time" });
    all = (await t.call("GET", "/api/messages", { token: editor.token })).body;
  });

  it("answers every message, oldest first, with X-Total-Count", async () => {
    const res = await t.call("GET", "/api/messages", { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await countRows(t, messages));
    expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
    expectOldestFirst(res.body, (m: { messageId: number }) => m.messageId);
    for (const m of res.body) {
      expect(Object.keys(m).sort()).toEqual(messageKeys);
      expect(["tablet", "mobile", "desktop"]).toContain(m.device);
    }
  });

  it("honours sort=newest, limit and offset", async () => {
    const newest = await t.call("GET", "/api/messages?sort=newest&limit=2", { token: editor.token });
    expect(newest.body.map((m: { messageId: number }) => m.messageId)).toEqual(
      all
        .slice(-2)
        .reverse()
        .map((m) => m.messageId),
    );
    expect(newest.headers.get("x-total-count")).toBe(String(all.length));
    const page = await t.call("GET", "/api/messages?offset=1&limit=1", { token: editor.token });
    expect(page.body.map((m: { messageId: number }) => m.messageId)).toEqual([all[1].messageId]);
  });

  it("q searches subjects, ignoring case", async () => {
    const res = await t.call("GET", "/api/messages?q=DELIVERY", { token: editor.token });
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual(["Delivery to Sfax", "delivery time"]);
    expect(res.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a bad query with 400", async () => {
    expectError(await t.call("GET", "/api/messages?limit=-3", { token: editor.token }), 400);
  });
});

describe("GET /api/messages/:id", () => {
  it("answers one message", async () => {
    const m = await send({ subject: "One only" });
    const res = await t.call("GET", `/api/messages/${m.messageId}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(m);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("GET", "/api/messages/999999", { token: editor.token }), 404, "The requested resource was not found");
    expectError(await t.call("GET", "/api/messages/abc", { token: editor.token }), 400, "id must be a positive whole number");
  });
});

describe("DELETE /api/messages/:id", () => {
  it("deletes the message and answers { messageId }", async () => {
    const m = await send({ subject: "Delete me" });
    const res = await t.call("DELETE", `/api/messages/${m.messageId}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messageId: m.messageId });
    expectError(await t.call("GET", `/api/messages/${m.messageId}`, { token: editor.token }), 404);
    const list = (await t.call("GET", "/api/messages", { token: editor.token })).body;
    expect(list.some((x: { messageId: number }) => x.messageId === m.messageId)).toBe(false);
    expectError(await t.call("DELETE", `/api/messages/${m.messageId}`, { token: editor.token }), 404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("DELETE", "/api/messages/999999", { token: editor.token }), 404);
    expectError(await t.call("DELETE", "/api/messages/1e3", { token: editor.token }), 400);
  });
});
