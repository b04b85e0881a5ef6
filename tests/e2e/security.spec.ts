import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { apiToken, expect, HTTP_ONLY, loginAs, sessionCookieFor, staffAccounts, test } from "./fixtures";
import type { Role } from "../../app/lib/roles";

/** Attacks a store meets, tried through real pages. */

const XSS = {
  short: "<svg/onload=alert()>", // fits the 20-character names and titles
  script: "<script>alert('xss')</script>",
  img: "<img src=x onerror=alert('xss')>",
  link: "<a href=\"javascript:alert('xss')\">click me</a>",
};
const longPayload = `${XSS.script} ${XSS.img} ${XSS.link} plus enough text to pass the length rules`;

async function upload(request: APIRequestContext, token: string, path: string, field: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#aa2244" } })
    .png()
    .toBuffer();
  const res = await request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { [field]: { name: "x.png", mimeType: "image/png", buffer: png } },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return body.images?.[0]?.url ?? body.data;
}

interface Planted {
  productId: number;
  postId: number;
  orderId: number;
  messageId: number;
  userId: number;
}

async function plant(request: APIRequestContext): Promise<Planted> {
  const token = await apiToken(request, "SUPER_ADMIN");
  const auth = { authorization: `Bearer ${token}` };
  const image = await upload(request, token, "/api/products/upload", "images");
  const product = await request.post("/api/products/create", {
    headers: auth,
    data: {
      types: "women_s_clothing",
      categories: "dresses",
      name: XSS.short,
      price: "10.00",
      quantity: "50",
      description: longPayload.slice(0, 400),
      images: [{ url: image }],
    },
  });
  expect(product.status()).toBe(201);
  const cover = await upload(request, token, "/api/posts/upload", "file");
  const post = await request.post("/api/posts/create", {
    headers: auth,
    data: {
      title: XSS.short,
      description: longPayload.slice(0, 400),
      content: `<p>${longPayload}</p>`,
      categories: XSS.img,
      tags: XSS.script,
      imgUrl: cover,
    },
  });
  expect(post.status()).toBe(201);
  const productId = (await product.json()).id;
  const order = await request.post("/api/orders/create", {
    data: {
      fullName: XSS.short,
      telephone: "22334455",
      state: "Tunis",
      city: "Tunis",
      street: longPayload.slice(0, 120),
      zip: "1000",
      place: "Home",
      products: [{ id: productId, quantity: 1 }],
    },
  });
  expect(order.status()).toBe(201);
  const message = await request.post("/api/messages/send", {
    data: { name: XSS.img, email: "xss@attack.test", subject: XSS.script, message: longPayload, deviceType: XSS.script },
  });
  expect(message.status()).toBe(201);
  const user = await request.post("/api/users/create", {
    headers: auth,
    data: { username: XSS.short, email: `xss${Date.now() % 100000}@a.test`, password: "xss-password-1", role: "EDITOR" },
  });
  expect(user.status()).toBe(201);
  return {
    productId,
    postId: (await post.json()).id,
    orderId: (await order.json()).id,
    messageId: (await message.json()).messageId,
    userId: (await user.json()).id,
  };
}

async function expectNoScriptRuns(page: Page, paths: string[]) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    await page.waitForLoadState("load");
  }
  expect(dialogs).toEqual([]);
}

test.describe("stored XSS", () => {
  test("payloads in every field never run, on the storefront and in the back office", async ({ page }) => {
    const planted = await plant(page.request);
    await expectNoScriptRuns(page, ["/home", "/women", `/single/${planted.productId}`, `/single-post/${planted.postId}`]);
    await loginAs(page, "SUPER_ADMIN");
    await expectNoScriptRuns(page, [
      "/dashboard",
      "/products",
      `/product/${planted.productId}`,
      "/posts",
      `/post/${planted.postId}`,
      "/orders",
      `/orders/${planted.orderId}`,
      "/messages",
      `/messages/${planted.messageId}`,
      "/users",
    ]);
  });
});

const adminPaths = [
  "/dashboard",
  "/orders",
  "/products",
  "/stock",
  "/channels",
  "/posts",
  "/messages",
  "/subscribers",
  "/shipping",
  "/audit",
  "/users",
  "/profile",
];
/** The screens of SUPER_ADMIN and ADMIN only: an editor is sent to the Dashboard. */
const adminOnlyPaths = ["/users", "/shipping", "/subscribers"];
/** The audit log is SUPER_ADMIN's alone: editors and admins are sent to the Dashboard. */
const superAdminOnlyPaths = ["/audit"];
const identities: (Role | "none")[] = ["none", "EDITOR", "ADMIN", "SUPER_ADMIN"];

test.describe("admin pages for each identity", () => {
  for (const identity of identities) {
    test(`${identity} is sent where SPEC section 6 says`, async ({ page }) => {
      if (identity !== "none") await loginAs(page, identity);
      for (const path of adminPaths) {
        await page.goto(path);
        const refused =
          (adminOnlyPaths.includes(path) && identity === "EDITOR") || (superAdminOnlyPaths.includes(path) && identity !== "SUPER_ADMIN");
        const expected = identity === "none" ? "/login" : refused ? "/dashboard" : path;
        await expect(page, `${identity} on ${path}`).toHaveURL(new RegExp(`${expected}$`));
        if (identity === "none") await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      }
    });
  }
});

test.describe("sessions", () => {
  test("a forged or tampered session cookie is treated as logged out", async ({ page, baseURL }) => {
    const host = new URL(baseURL!).hostname;
    for (const value of ["forged", "eyJ0b2tlbiI6ImFiYyIsInJvbGUiOiJTVVBFUl9BRE1JTiJ9.tampered"]) {
      await page.context().clearCookies();
      await page.context().addCookies([{ name: "__session", value, domain: host, path: "/" }]);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login$/);
    }
    // A real cookie with one character changed in its signature.
    await loginAs(page, "EDITOR");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const tampered = cookie.value.slice(0, -2) + (cookie.value.endsWith("A") ? "BB" : "AA");
    await page.context().clearCookies();
    await page.context().addCookies([{ ...cookie, value: tampered }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the session cookie is HttpOnly and SameSite=Lax, set by the login form", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(staffAccounts.SUPER_ADMIN.email);
    await page.getByLabel("Password").fill(staffAccounts.SUPER_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === "__session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires).toBe(-1); // no Max-Age: it ends with the browser
  });

  test("logging out through the UI makes the old token useless", async ({ page }) => {
    const token = await loginAs(page, "ADMIN", { fresh: true });
    await page.goto("/dashboard");
    const before = await page.request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);
    await page
      .getByRole("button", { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/home$/);
    const after = await page.request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("headers", () => {
  const pages = ["/home", "/women", "/about", "/contact", "/cart", "/login", "/404", "/test", "/api/products", "/api/docs"];
  for (const path of pages) {
    test(`${path} carries the security headers`, HTTP_ONLY, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    });
  }

  test("a cached storefront page is the same for everyone and still runs its scripts under a hash policy", async ({
    page,
    request,
  }, testInfo) => {
    const first = await request.get("/about");
    const second = await request.get("/about");
    expect(second.headers()["x-cache"]).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    const policy = second.headers()["content-security-policy"];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy).not.toContain("'nonce-");

    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto("/about");
    expect(response?.headers()["x-cache"]).toBe("HIT");
    if (testInfo.project.use.javaScriptEnabled === true) {
      // Only a hydrated page follows a link without loading a new document.
      await page.evaluate(() => Object.assign(window, { stayedOnDocument: true }));
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => (window as { stayedOnDocument?: boolean }).stayedOnDocument)).toBe(true);
    }
    expect(refused).toEqual([]);
  });

  test("a form posted from another origin is refused", HTTP_ONLY, async ({ request }) => {
    const res = await request.post("/login", {
      headers: { origin: "https://evil.example" },
      form: { email: staffAccounts.SUPER_ADMIN.email, password: staffAccounts.SUPER_ADMIN.password },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
  });
});

test.describe("malformed forms", () => {
  // Every page with an action, posted to as a signed-in super admin so that the admin actions run too.
  const actions = [
    "/cart",
    "/cart?checkout",
    "/contact",
    "/single/1",
    "/login",
    "/products",
    "/product/1",
    "/stock",
    "/posts",
    "/post/1",
    "/orders/1",
    "/shipping",
    "/users",
    "/users/1",
    "/profile",
  ];
  const forms: { name: string; headers: Record<string, string>; data: string }[] = [
    { name: "a multipart body that is not multipart", headers: { "content-type": "multipart/form-data; boundary=x" }, data: '{"a":1}' },
    { name: "a text/plain form", headers: { "content-type": "text/plain" }, data: "intent=delete" },
    { name: "JSON", headers: { "content-type": "application/json" }, data: '{"intent":"delete"}' },
    {
      name: "an unknown intent",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "intent=%00zzz&id=abc&quantity=99999999999",
    },
  ];

  test("page actions answer them with a 4xx and change nothing, never a 5xx", HTTP_ONLY, async ({ request, baseURL }) => {
    const token = await apiToken(request, "SUPER_ADMIN");
    const cookie = `__session=${await sessionCookieFor(token, "SUPER_ADMIN")}`;
    const before = (await request.get("/api/products?limit=1")).headers()["x-total-count"];
    for (const path of actions) {
      for (const form of forms) {
        const res = await request.post(path, { headers: { ...form.headers, cookie, origin: baseURL! }, data: form.data, maxRedirects: 0 });
        expect(res.status(), `${form.name} to ${path}`).toBeLessThan(500);
        expect(await res.text(), `${form.name} to ${path}`).not.toMatch(/\bat [\w.<>]+ \(|node_modules|TypeError/);
      }
    }
    expect((await request.get("/api/products?limit=1")).headers()["x-total-count"]).toBe(before);
    expect((await request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });
});
