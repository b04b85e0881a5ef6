import { test } from "@playwright/test";
import { createProduct, expect } from "./store-helpers";

test.describe("routes and titles", () => {
  test("/ redirects to /home, titled with the store name", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle("Home | Yasmine");
  });

  const titles: [string, string][] = [
    ["/women", "Women's Clothing | Yasmine"],
    ["/men", "Men's Clothing | Yasmine"],
    ["/kids", "Kid's Wear | Yasmine"],
    ["/party", "Party Wear | Yasmine"],
    ["/jewellery", "Jewellery | Yasmine"],
    ["/watches", "Watches | Yasmine"],
    ["/shoes", "Shoes | Yasmine"],
    ["/handbags", "Handbags | Yasmine"],
    ["/about", "About Us | Yasmine"],
    ["/contact", "Contact Us | Yasmine"],
    ["/cart", "Shopping Cart | Yasmine"],
    ["/test", "Icons | Yasmine"],
    ["/404", "404 | Yasmine"],
  ];
  for (const [path, title] of titles) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a product page is titled with the product name, a post page with the post title", async ({ page, request }) => {
    const product = await createProduct(request);
    await page.goto(`/single/${product.id}`);
    await expect(page).toHaveTitle(`${product.name} | Yasmine`);

    const posts = (await (await request.get("/api/posts?sort=newest&limit=1")).json()) as { id: number; title: string }[];
    await page.goto(`/single-post/${posts[0].id}`);
    await expect(page).toHaveTitle(`${posts[0].title} | Yasmine`);
    await expect(page.getByRole("heading", { level: 1, name: posts[0].title })).toBeVisible();
  });

  for (const path of [
    "/no-such-page",
    "/women/extra",
    "/single/999999",
    "/single/not-a-number",
    "/single-post/999999",
    "/single-post/abc",
  ]) {
    test(`${path} redirects to the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page).toHaveTitle("404 | Yasmine");
      await expect(page.getByText("Sorry, we couldn't find this page")).toBeVisible();
      await page.getByRole("link", { name: "Back to homepage" }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  }
});

test.describe("header, footer and floating cart", () => {
  test("the dropdowns open by keyboard and lead to every category page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    const clothing = nav.getByText("Clothing", { exact: true });
    await expect(nav.getByRole("link", { name: "Men's Clothing", exact: true })).toBeHidden();
    await clothing.focus();
    await page.keyboard.press("Enter");
    for (const name of ["Women's Clothing", "Men's Clothing", "Kid's Wear", "Party Wear"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByText("Personal Care", { exact: true }).click();
    for (const name of ["Jewellery", "Watches", "Shoes", "Handbags"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Watches" }).click();
    await expect(page).toHaveURL(/\/watches$/);
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
  });

  test("the phone menu is collapsed and opens with its button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    await nav.getByRole("checkbox", { name: "Menu" }).check();
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await nav.getByText("Clothing", { exact: true }).click();
    await nav.getByRole("link", { name: "Kid's Wear" }).click();
    await expect(page).toHaveURL(/\/kids$/);
  });

  test("the floating cart button leads to the cart and is hidden there", async ({ page }) => {
    await page.goto("/about");
    const floating = page.getByRole("link", { name: /^Open the shopping cart/ });
    await expect(floating).toBeVisible();
    await floating.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: /^Open the shopping cart/ })).toHaveCount(0);
    await page.goto("/cart/");
    await expect(page.getByRole("heading", { level: 1, name: /^Shopping Cart/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Open the shopping cart/ })).toHaveCount(0);
  });

  test("Subscribe posts the address to the store's own page, never in an address bar or to the API from the browser", async ({ page }) => {
    await page.goto("/about");
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) apiCalls.push(request.url());
    });
    await page.getByLabel("Email address").fill("amira@example.tn");
    await page.getByRole("checkbox", { name: /^I agree to receive/ }).check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you! You will hear from us with the next collection.")).toBeVisible();
    await expect(page).toHaveURL(/\/about\?newsletter=subscribed#newsletter$/);
    expect(page.url()).not.toContain("amira");
    expect(apiCalls).toEqual([]);
  });
});

test.describe("home", () => {
  test("hero, sale tiles, new launches, brands and posts", async ({ page, request }) => {
    await createProduct(request);
    await page.goto("/home");
    await expect(page.getByRole("link", { name: "Read More" })).toHaveAttribute("href", "/about");
    await expect(page.getByText("up to 75%")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/women");
    const tiles: [string, string][] = [
      ["Shoes: 50% off", "/shoes"],
      ["Watches: 55% off", "/watches"],
      ["Jewellery: 65% off", "/jewellery"],
      ["Handbags: 60% off", "/handbags"],
    ];
    for (const [name, href] of tiles) await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);

    const launches = page.getByRole("region", { name: "New Launches" });
    const newest = (await (await request.get("/api/products?sort=newest&limit=8")).json()) as { name: string }[];
    await expect(launches.getByRole("listitem")).toHaveCount(newest.length);
    await expect(launches.getByRole("heading", { level: 3 }).first()).toHaveText(newest[0].name);

    await expect(page.getByRole("region", { name: "Top Brands" }).getByRole("img")).toHaveCount(5);

    const posts = (await (await request.get("/api/posts?sort=newest&limit=8")).json()) as { title: string }[];
    const postList = page.getByRole("region", { name: "Posts" });
    await expect(postList.getByRole("listitem")).toHaveCount(posts.length);
    await expect(postList.getByRole("heading", { level: 3 }).first()).toHaveText(posts[0].title);
  });

  test("images carry alt text and sizes, and the ones below the fold load lazily", async ({ page }) => {
    await page.goto("/home");
    const images = page.locator("main img");
    const count = await images.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute("alt", /.*/);
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    await expect(page.getByRole("region", { name: "Top Brands" }).getByRole("img").first()).toHaveAttribute("loading", "lazy");
  });
});

test("about tells the story and the three advantages", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
  for (const name of ["Professionality", "Security", "Rapidity"]) {
    await expect(page.getByRole("heading", { name, level: 3 })).toBeVisible();
  }
});

test("the icon demo page shows the store's icons", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByRole("heading", { name: "Icon demo" })).toBeVisible();
  await expect(page.locator("svg.icon").first()).toBeVisible();
  expect(await page.locator("svg.icon").count()).toBeGreaterThan(10);
});
