import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";

/**
 * Open redirects (CWE-601): a target taken from the request never takes the browser to another site. These
 * targets passed the old checks (a leading `/`, no `//`) and became `//evil.example` once the browser removed
 * their dot segments.
 */
const OFF_SITE = ["/.//evil.example", "/%2e//evil.example/x", "/a/..//evil.example"];
const NEWSLETTER_POST = /\/newsletter$/;

/** Where a browser goes from `url` when told `Location: location`. */
const originOf = (location: string | undefined, url: string) => new URL(location ?? "", url).origin;

test("the language switch opens only pages of the store, whatever its `to` says", async ({ page, baseURL }) => {
  const store = new URL(baseURL!).origin;
  for (const target of OFF_SITE) {
    const link = `/language?to=${encodeURIComponent(target)}`;
    const answer = await page.request.get(link, { maxRedirects: 0 });
    expect(originOf(answer.headers()["location"], answer.url()), `${target} answered Location ${answer.headers()["location"]}`).toBe(store);
    await page.goto(link);
    await expect(page, target).toHaveURL(`${baseURL}/home`);
  }
  // The store's own pages still open, in the chosen language.
  await page.goto(`/language?to=${encodeURIComponent("/fr/about")}`);
  await expect(page).toHaveURL(`${baseURL}/fr/about`);
});

test("the newsletter form sends a subscriber back to the store only, whatever its `back` says", async ({ page, baseURL }) => {
  const store = new URL(baseURL!).origin;
  for (const [from, target, home, thanks] of [
    ...OFF_SITE.map((target) => ["/about", target, "/home", "Thank you! You will hear from us with the next collection."]),
    ["/ar/about", OFF_SITE[0], "/ar/home", null],
  ] as const) {
    await page.goto(from);
    // The form's hidden field, as a tampered request sends it; the store's answer is kept to be read here.
    let location: string | undefined;
    let postedTo = "";
    await page.route(NEWSLETTER_POST, async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? "");
      form.set("back", target);
      const answer = await route.fetch({ postData: form.toString(), maxRedirects: 0 });
      postedTo = route.request().url();
      location = answer.headers()["location"] ?? "";
      await route.fulfill({ response: answer });
    });
    const footer = page.locator("#newsletter");
    await footer.getByRole("textbox").fill(`redirect-${randomBytes(4).toString("hex")}@example.tn`);
    await footer.getByRole("checkbox").check();
    await footer.getByRole("button").click();
    await expect.poll(() => location).toBeDefined();
    expect(originOf(location, postedTo), `back=${target} answered Location ${location}`).toBe(store);
    await expect(page, `${from} with back=${target}`).toHaveURL(`${baseURL}${home}?newsletter=subscribed#newsletter`);
    if (thanks) await expect(page.locator("#newsletter").getByRole("status")).toHaveText(thanks);
    await page.unroute(NEWSLETTER_POST);
  }
});
