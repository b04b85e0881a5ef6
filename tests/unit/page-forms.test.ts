import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formText } from "~/lib/form-check";
import { PAGE_FORM_MAX_BYTES, PAGE_FORM_MAX_PARTS } from "~/lib/limits";
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

  it("refuses a multipart form of more parts than any page form has with 413, before anything reads it", async () => {
    const manyIds = (count: number) => {
      const form = new FormData();
      for (let id = 1; id <= count; id += 1) form.append("ids", String(id));
      form.set("a", "3");
      return form;
    };
    const most = await pageApp().request("/orders/slips", { method: "POST", body: manyIds(PAGE_FORM_MAX_PARTS - 1) });
    expect([most.status, await most.text()]).toEqual([200, "read:3"]);
    const over = await pageApp().request("/orders/slips", { method: "POST", body: manyIds(PAGE_FORM_MAX_PARTS) });
    expect([over.status, await over.text()]).toEqual([413, "The form has too many fields."]);
    // The boundary may be quoted; a body that names none cannot be read.
    expect(
      (
        await post(
          "/products",
          'multipart/form-data; boundary="q"',
          '--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n4\r\n--q--\r\n',
        )
      ).status,
    ).toBe(200);
    expect((await post("/products", "multipart/form-data", "a=1")).status).toBe(400);
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
