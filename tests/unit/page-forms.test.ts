import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formText } from "~/lib/form-check";
import { PAGE_FORM_MAX_BYTES } from "~/lib/limits";
import { limitPageForms } from "~/security.server";

/** A stand-in for a Remix action: it reads the whole form, as every page action does. */
function pageApp() {
  const app = new Hono();
  app.use(limitPageForms());
  app.post("/api/*", (c) => c.text("api"));
  app.all("*", async (c) => {
    if (c.req.method === "GET") return c.text("page");
    const form = await c.req.raw.formData();
    return c.text(`read:${formText(form, "a")}`);
  });
  return app;
}

function post(path: string, contentType: string | null, body: BodyInit) {
  const headers = new Headers();
  if (contentType) headers.set("content-type", contentType);
  return pageApp().request(path, { method: "POST", headers, body });
}

describe("page forms", () => {
  it("passes url-encoded and multipart forms through to the action", async () => {
    const urlencoded = await post("/contact", "application/x-www-form-urlencoded", "a=1");
    expect([urlencoded.status, await urlencoded.text()]).toEqual([200, "read:1"]);
    const form = new FormData();
    form.set("a", "2");
    form.set("file", new Blob([new Uint8Array([1, 2, 3])]), "a.png");
    const multipart = await pageApp().request("/products", { method: "POST", body: form });
    expect([multipart.status, await multipart.text()]).toEqual([200, "read:2"]);
  });

  it("answers a broken multipart body with 400 before any action runs", async () => {
    const res = await post("/products", "multipart/form-data; boundary=x", '{"a":1}');
    expect([res.status, await res.text()]).toEqual([400, "The form could not be read."]);
  });

  it("refuses bodies that are not forms, text/plain included, with 415", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      expect((await post("/cart", type, "a=1")).status, type).toBe(415);
    }
  });

  it("refuses a url-encoded form over the page limit with 413", async () => {
    const res = await post("/contact", "application/x-www-form-urlencoded", `a=${"x".repeat(PAGE_FORM_MAX_BYTES + 1)}`);
    expect(res.status).toBe(413);
  });

  it("leaves reads and the API alone", async () => {
    expect((await pageApp().request("/home")).status).toBe(200);
    const api = await post("/api/messages/send", "application/json", '{"a":1}');
    expect([api.status, await api.text()]).toEqual([200, "api"]);
  });
});
