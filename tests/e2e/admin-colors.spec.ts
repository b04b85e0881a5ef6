/**
 * Colours in the back office (issue 34): the product form adds, renames and removes a product's colours, each with
 * its swatch, family, pictures and stock per size. Runs with JavaScript on and off; without it, adding and
 * removing a colour are round trips that keep everything typed, chosen pictures included.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiToken, expect, loginAs, test } from "./fixtures";
import { apiJson, authed, banner, createProductViaApi, pngFile, signInAsNewEditor, uniqueName } from "./admin-helpers";

interface ApiColor {
  id: number;
  name: string;
  hex: string;
  family: string;
  images: { url: string }[];
  sizes: { size: string; quantity: number }[];
  translations: { fr: { name: string }; ar: { name: string } };
}
interface ApiProduct {
  id: number;
  name: string;
  quantity: string;
  images: { url: string }[];
  colors: ApiColor[];
}

async function uploadPicture(request: APIRequestContext, token: string): Promise<{ url: string }[]> {
  const upload = await request.post("/api/products/upload", { headers: authed(token), multipart: { images: pngFile() } });
  expect(upload.status()).toBe(201);
  return ((await upload.json()) as { images: { url: string }[] }).images;
}

/** A dress in one colour, Emerald, with stock in S and M. */
async function createDressInEmerald(request: APIRequestContext, token: string): Promise<ApiProduct> {
  const images = await uploadPicture(request, token);
  const created = await apiJson<ApiProduct>(request, "POST", "products/create", token, {
    types: "women_s_clothing",
    categories: "dresses",
    name: uniqueName("Dress "),
    price: "79.00",
    quantity: "5",
    description: "A dress the end-to-end tests give colours.",
    images,
    colors: [
      {
        name: "Emerald",
        translations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } },
        hex: "#1f7a4d",
        family: "green",
        images,
        sizes: [
          { size: "s", quantity: 2 },
          { size: "m", quantity: 3 },
        ],
      },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function savedProduct(page: Page, id: number): Promise<ApiProduct> {
  const answer = await apiJson<ApiProduct>(page.request, "GET", `products/single/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const updateForm = (page: Page) => page.locator("#update-product");
/** The fieldset of one colour, by its place in the form ("Colour 2" or "Colour 2: Black"). */
const colorCard = (form: Locator, legend: RegExp | string) => form.getByRole("group", { name: legend });

test.describe("colours in the back office", () => {
  test("a new colour with two pictures and its stock is added to a product, and shows in the store", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createDressInEmerald(page.request, token);
    const emerald = product.colors[0];
    await page.goto(`/product/${product.id}`);
    const form = updateForm(page);
    await expect(colorCard(form, "Colour 1: Emerald").getByLabel("Colour name (English)")).toHaveValue("Emerald");

    await form.getByRole("button", { name: "Add a colour" }).click();
    const black = colorCard(form, /^Colour 2$/);
    await expect(black.getByLabel("Colour name (English)")).toHaveValue("");
    await black.getByLabel("Colour name (English)").fill("Black");
    await black.getByLabel("Colour name (French)").fill("Noir");
    await black.getByLabel("Colour name (Arabic)").fill("أسود");
    await black.getByLabel("Swatch").fill("#111111");
    await black.getByLabel("Colour family").selectOption({ label: "Black" });
    await black.getByLabel("Add pictures").setInputFiles([pngFile("black-front.png"), pngFile("black-back.png")]);
    const stock = black.getByRole("group", { name: "Stock of this colour per size" });
    await stock.getByLabel("M", { exact: true }).fill("4");
    await stock.getByLabel("L", { exact: true }).fill("1");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await savedProduct(page, product.id);
    expect(saved.colors.map((color) => color.name)).toEqual(["Emerald", "Black"]);
    // The colour kept is the same row (orders point at it); the new one has its own pictures and stock.
    expect(saved.colors[0].id).toBe(emerald.id);
    expect(saved.colors[1]).toMatchObject({
      hex: "#111111",
      family: "black",
      sizes: [
        { size: "m", quantity: 4 },
        { size: "l", quantity: 1 },
      ],
      translations: { fr: { name: "Noir" }, ar: { name: "أسود" } },
    });
    expect(saved.colors[1].images).toHaveLength(2);
    expect(saved.quantity).toBe("10");
    // The form shows the saved colour with its two pictures.
    await expect(colorCard(form, "Colour 2: Black").getByRole("img")).toHaveCount(2);

    const storePage = await page.request.get(`/single/${product.id}`);
    expect(storePage.status()).toBe(200);
    expect(await storePage.text()).toContain("Black");
  });

  test("a product without colours gets its first colour, which starts with its pictures and stock", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Watch "),
      type: "watches",
      category: "steel_strap",
      quantity: 7,
    });
    await page.goto(`/product/${product.id}`);
    const form = updateForm(page);
    await form.getByLabel("Name", { exact: true }).fill(`${product.name}!`.slice(0, 20));
    await form.getByRole("button", { name: "Add a colour" }).click();
    const gold = colorCard(form, /^Colour 1/);
    // What was typed before the round trip stays; the colour takes over the product's picture and stock.
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(`${product.name}!`.slice(0, 20));
    await expect(gold.getByRole("img")).toHaveCount(1);
    await expect(gold.getByLabel("Stock of this colour")).toHaveValue("7");
    await gold.getByLabel("Colour name (English)").fill("Gold");
    await gold.getByLabel("Colour family").selectOption({ label: "Gold" });
    await gold.getByLabel("Swatch").fill("#c9a227");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await savedProduct(page, product.id);
    expect(saved.colors).toHaveLength(1);
    expect(saved.colors[0]).toMatchObject({ name: "Gold", family: "gold", images: product.images, sizes: [{ size: "one", quantity: 7 }] });
    expect(saved.quantity).toBe("7");
  });

  test("a colour is renamed in English and French", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createDressInEmerald(page.request, token);
    await page.goto(`/product/${product.id}`);
    const form = updateForm(page);
    const card = colorCard(form, "Colour 1: Emerald");
    await card.getByLabel("Colour name (English)").fill("Forest");
    await card.getByLabel("Colour name (French)").fill("Forêt");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    const [color] = (await savedProduct(page, product.id)).colors;
    expect(color).toMatchObject({
      id: product.colors[0].id,
      name: "Forest",
      translations: { fr: { name: "Forêt" }, ar: { name: "زمردي" } },
    });
    await expect(colorCard(form, "Colour 1: Forest")).toBeVisible();
  });

  test("removing a colour that an open order holds is refused, and the form keeps what was typed", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createDressInEmerald(page.request, token);
    // A second colour, so that Emerald is not the last one.
    const images = await uploadPicture(page.request, token);
    const emerald = product.colors[0];
    const withIvory = await apiJson<ApiProduct>(page.request, "PUT", `products/update/${product.id}`, token, {
      types: "women_s_clothing",
      categories: "dresses",
      name: product.name,
      price: "79.00",
      quantity: "6",
      description: "A dress the end-to-end tests give colours.",
      colors: [
        { id: emerald.id, name: "Emerald", hex: "#1f7a4d", family: "green", images: emerald.images, sizes: emerald.sizes },
        { name: "Ivory", hex: "#fffff0", family: "white", images, sizes: [{ size: "s", quantity: 1 }] },
      ],
    });
    expect(withIvory.status).toBe(200);
    const order = await page.request.post("/api/orders/create", {
      data: {
        fullName: "Amal Tester",
        telephone: "22123456",
        state: "Sousse",
        city: "Hammam",
        street: "Rue de la Plage 4",
        zip: "4011",
        place: "Office",
        products: [{ id: product.id, quantity: 1, size: "m", color: emerald.id }],
      },
    });
    expect(order.status()).toBe(201);

    await page.goto(`/product/${product.id}`);
    const form = updateForm(page);
    const newName = uniqueName("Robe ");
    await form.getByLabel("Name", { exact: true }).fill(newName);
    await colorCard(form, "Colour 2: Ivory").getByLabel("Colour name (English)").fill("Pearl");
    await colorCard(form, "Colour 1: Emerald").getByRole("button", { name: "Remove colour 1" }).click();
    await expect(colorCard(form, "Colour 1: Emerald")).toContainText("Emerald will be removed when you save the product.");
    await form.getByRole("button", { name: "Update product" }).click();

    const refusal = "Emerald cannot be removed while open orders hold it";
    await expect(form.getByRole("alert")).toContainText(refusal);
    await expect(colorCard(form, "Colour 1: Emerald")).toContainText(refusal);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(newName);
    await expect(colorCard(form, /^Colour 2/).getByLabel("Colour name (English)")).toHaveValue("Pearl");
    const saved = await savedProduct(page, product.id);
    expect(saved.name).toBe(product.name);
    expect(saved.colors.map((color) => color.name)).toEqual(["Emerald", "Ivory"]);

    // Keep brings the colour back, and the rest saves.
    await colorCard(form, "Colour 1: Emerald").getByRole("button", { name: "Keep Emerald" }).click();
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    expect((await savedProduct(page, product.id)).colors.map((color) => color.name)).toEqual(["Emerald", "Pearl"]);
  });

  test("a colour's name too short is said beside it, and its chosen picture is kept", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createDressInEmerald(page.request, token);
    await page.goto(`/product/${product.id}`);
    const form = updateForm(page);
    await form.getByRole("button", { name: "Add a colour" }).click();
    const card = colorCard(form, /^Colour 2/);
    await card.getByLabel("Colour name (English)").fill("X");
    await card.getByLabel("Colour family").selectOption({ label: "Red" });
    await card.getByLabel("Add pictures").setInputFiles(pngFile("red.png"));
    await card.getByRole("group", { name: "Stock of this colour per size" }).getByLabel("S", { exact: true }).fill("2");
    await form.getByRole("button", { name: "Update product" }).click();

    const name = card.getByLabel("Colour name (English)");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(card).toContainText("Colour name must be between 2 and 20 characters");
    expect((await savedProduct(page, product.id)).colors).toHaveLength(1);

    await name.fill("Red");
    if ((await card.getByRole("img").count()) === 0) {
      // With JavaScript the browser refused before sending: the file is still chosen in its input.
      await expect(card.getByLabel("Add pictures")).toHaveJSProperty("files.length", 1);
    }
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await savedProduct(page, product.id);
    expect(saved.colors[1]).toMatchObject({ name: "Red", family: "red", sizes: [{ size: "s", quantity: 2 }] });
    expect(saved.colors[1].images).toHaveLength(1);
  });

  test("in Arabic, the colour editor is labelled and its errors are said in Arabic", async ({ page }) => {
    await signInAsNewEditor(page, "ar");
    const token = await apiToken(page.request, "EDITOR");
    const product = await createDressInEmerald(page.request, token);
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const form = updateForm(page);
    await expect(form.getByRole("heading", { name: "الألوان" })).toBeVisible();
    await form.getByRole("button", { name: "إضافة لون" }).click();
    const card = colorCard(form, /^اللون 2/);
    await expect(card.getByLabel("عائلة اللون")).toContainText("أخضر");
    await form.getByRole("button", { name: "تحديث المنتج" }).click();
    // No name, family, picture or stock: each said beside its field, in Arabic.
    await expect(card.getByLabel("اسم اللون (بالإنجليزية)")).toHaveAttribute("aria-invalid", "true");
    await expect(card).toContainText("أضف صورة واحدة على الأقل لكل لون");
    await expect(card.locator(".invalid-feedback").first()).toContainText("اسم اللون");
    expect((await savedProduct(page, product.id)).colors).toHaveLength(1);
  });
});
