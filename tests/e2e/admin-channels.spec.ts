/**
 * The Sales channels screen (docs/decisions/054): an editor opens it from the back office's menu in French, reads the
 * counts, sees that the feeds wait for PUBLIC_URL (the test stores run without one), finds a product kept out of the
 * feeds with every reason a platform would give, filters by one reason and follows the link to the product's editor;
 * then the same screen in Arabic, right to left. Runs with JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiJson, authed, pngFile, signInAsNewEditor, uniqueName } from "./admin-helpers";

interface Channels {
  publicUrl: string | null;
  counts: { items: number; inStock: number; leftOut: number };
}

/** A watch kept out of the feeds by staff, with the tests' 2-pixel picture, no brand and no barcode. */
async function hiddenProduct(page: Page, token: string): Promise<{ id: number; name: string }> {
  const upload = await page.request.post("/api/products/upload", { headers: authed(token), multipart: { images: pngFile() } });
  expect(upload.status()).toBe(201);
  const name = uniqueName("Hidden ");
  const created = await page.request.post("/api/products/create", {
    headers: authed(token),
    data: {
      types: "watches",
      categories: "steel_strap",
      name,
      price: "25.00",
      quantity: "4",
      description: "A product made by the end-to-end tests.",
      images: (await upload.json()).images,
      inFeeds: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id, name };
}

/** A count as the page writes it, its digits only (French groups thousands with a space). */
const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

test.describe("the Sales channels screen", () => {
  test("in French: counts, the PUBLIC_URL alert, a product with its reasons, a filter and the editor; then in Arabic", async ({ page }) => {
    test.setTimeout(90_000);
    const { superToken } = await signInAsNewEditor(page, "fr");
    const product = await hiddenProduct(page, superToken);

    // From the menu, as an editor.
    await page.getByRole("navigation", { name: "Espace d'administration" }).getByRole("link", { name: "Canaux de vente" }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Canaux de vente | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canaux de vente");

    // The test stores have no PUBLIC_URL: no address to paste, and the screen says why.
    const channels = await apiJson<Channels>(page.request, "GET", "channels", superToken);
    expect(channels.status).toBe(200);
    expect(channels.body.publicUrl).toBeNull();
    const feeds = page.getByRole("region", { name: "Adresses des flux" });
    await expect(feeds.getByRole("alert")).toHaveText(/^Les flux ont besoin de PUBLIC_URL/);
    await expect(feeds.getByRole("textbox")).toHaveCount(0);

    // The counts of the API, as the page writes them.
    const counts = page.getByRole("region", { name: "Dans les flux" });
    for (const [key, label] of [
      ["items", "Articles dans les flux"],
      ["inStock", "Articles en stock"],
      ["leftOut", "Produits écartés"],
    ] as const) {
      const count = counts.getByTestId(`count-${key}`);
      await expect(count.locator("dt")).toHaveText(label);
      expect(digits(await count.locator("dd").textContent()), key).toBe(String(channels.body.counts[key]));
    }
    expect(channels.body.counts.leftOut).toBeGreaterThan(0);

    // The problems with their counts, each a link to its products.
    const diagnostics = page.getByRole("region", { name: "Diagnostic" });
    const byReason = diagnostics.getByRole("table", { name: "Produits par problème" });
    await expect(byReason.getByRole("row", { name: /^Hors des flux — écarté par l'équipe Écarté \d+$/ })).toBeVisible();
    await expect(byReason.getByRole("row", { name: /^Aucune marque — envoyé sous le nom Yasmine Avertissement \d+$/ })).toBeVisible();

    // Filtered by one reason, with the filter's own form (a GET form: the same without JavaScript).
    await diagnostics.getByLabel("Problème", { exact: true }).selectOption({ label: "Hors des flux" });
    await diagnostics.getByRole("button", { name: "Afficher" }).click();
    await expect(page).toHaveURL(/\/channels\?reason=not_in_feeds$/);
    const list = diagnostics.getByRole("table", { name: "Hors des flux" });
    const row = list.getByRole("row").filter({ hasText: product.name });
    await expect(row.getByRole("listitem")).toHaveText([
      "Écarté Hors des flux — écarté par l'équipe",
      /^Refusé Photo de moins de 500\spx — Meta la refuse$/,
      "Avertissement Aucune marque — envoyé sous le nom Yasmine",
      "Avertissement Aucun GTIN — envoyé avec identifier_exists no",
    ]);
    await expect(row).toContainText("Montres");
    for (const other of await list.locator("tbody tr").all()) await expect(other).toContainText("Hors des flux — écarté par l'équipe");
    await expect(diagnostics.getByTestId("list-total")).toHaveText(/^Il y a \d+ produits? avec un problème\.$/);

    // The link opens the product's editor.
    await row.getByRole("link", { name: `Modifier ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifier le produit");

    // In Arabic, right to left: another editor, whose language is Arabic.
    await page.context().clearCookies();
    await signInAsNewEditor(page, "ar");
    await page.goto("/channels?reason=not_in_feeds");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("قنوات البيع");
    await expect(page.getByRole("region", { name: "عناوين القوائم" }).getByRole("alert")).toHaveText(/^تحتاج القوائم إلى PUBLIC_URL/);
    await expect(page.getByRole("region", { name: "في القوائم" }).getByTestId("count-leftOut").locator("dt")).toHaveText(
      "المنتجات المستبعدة",
    );
    const arabicRow = page.getByRole("table", { name: "خارج القوائم" }).getByRole("row").filter({ hasText: product.name });
    await expect(arabicRow.getByRole("listitem")).toHaveText([
      "مستبعد خارج القوائم — استبعده فريق المتجر",
      "مرفوض صورة أصغر من 500 بكسل — ترفضها Meta",
      "تنبيه بلا علامة تجارية — يُرسل باسم Yasmine",
      "تنبيه بلا GTIN — يُرسل مع identifier_exists no",
    ]);
    await expect(page.getByLabel("المشكلة", { exact: true })).toHaveValue("not_in_feeds");
    await expect(arabicRow.getByRole("link", { name: `تعديل ${product.name}` })).toHaveAttribute("href", `/product/${product.id}`);
  });
});
