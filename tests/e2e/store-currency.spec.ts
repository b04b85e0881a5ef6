import { createCookieSessionStorage } from "@remix-run/node";
import { e2eSessionSecret } from "../../playwright.config";
import { apiToken, expect, test } from "./fixtures";
import { createProduct, shippingDetails, uniqueName } from "./store-helpers";

/**
 * A store that prices in Tunisian dinars (a second server started with STORE_CURRENCY=TND): three decimals,
 * kept exact from the product form to the order, and written as the dinar is written in each language.
 */
test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

/** How 37.035 dinars reads in each language (French groups with a no-break space, hence `\s`). */
const orderTotal = { en: /TND\s37\.035/, fr: /37,035\sDT/, ar: /37\.035\sد\.ت/ } as const;

/** A signed staff session cookie whose back office speaks `locale`. */
async function staffSession(token: string, locale: "en" | "fr" | "ar"): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [e2eSessionSecret] },
  });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("role", "SUPER_ADMIN");
  session.set("locale", locale);
  return (await storage.commitSession(session)).split(";")[0].slice("__session=".length);
}

test("3 × 12.345 dinars is 37.035 in the cart, the order and the back office, in English, French and Arabic", async ({
  page,
  request,
  tndBaseURL,
}) => {
  const product = await createProduct(request, { name: uniqueName("Dinar scarf"), price: "12.345", quantity: 5 });
  expect(product.price).toBe("12.345");

  const host = new URL(tndBaseURL).hostname;
  await page.context().addCookies([{ name: "cart-list", value: `${product.id}:3`, domain: host, path: "/" }]);
  for (const [locale, total] of Object.entries(orderTotal)) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    await page.goto(`${prefix}/single/${product.id}`);
    await expect(page.locator("main")).toContainText(locale === "en" ? "TND 12.345" : locale === "fr" ? /12,345\sDT/ : /12\.345\sد\.ت/);
    await page.goto(`${prefix}/cart`);
    await expect(page.getByTestId("subtotal")).toHaveText(total);
  }

  // The server prices the order from the stored price: nothing the browser sends changes it.
  const placed = await request.post("/api/orders/create", {
    data: {
      ...shippingDetails("Dinar Test"),
      products: [{ id: product.id, quantity: 3, price: "0.001" }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const token = await apiToken(request, "SUPER_ADMIN");
  const stored = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { subtotal: string; products: { price: string; quantity: number }[] };
  expect(body.products[0]).toMatchObject({ price: "12.345", quantity: 3 });
  // The lines' sum; the delivery fee comes on top of it (tests/e2e/store-checkout.spec.ts).
  expect(body.subtotal).toBe("37.035");

  const me = await request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } });
  const { id: myId } = (await me.json()) as { id: number };
  for (const [locale, total] of Object.entries(orderTotal)) {
    // The back office speaks the language saved on the account; the session carries the same.
    const saved = await request.put(`/api/users/update/${myId}`, { headers: { authorization: `Bearer ${token}` }, data: { locale } });
    expect(saved.status()).toBe(200);
    await page.context().addCookies([
      {
        name: "__session",
        value: await staffSession(token, locale as "en" | "fr" | "ar"),
        domain: host,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await page.goto(`/orders/${order.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(total);
  }
});
