import { expect, loginAs, test, waitForHydration } from "./fixtures";
import { apiJson, banner, createPostViaApi, fakePngFile, pngFile, uniqueName, watchBanner } from "./admin-helpers";

interface ApiPost {
  id: number;
  title: string;
  description: string;
  content: string;
  categories: string;
  tags: string;
  imgUrl: string;
}

test.describe("posts", () => {
  test("adding a post uploads the cover, creates the post and resets the form", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const title = uniqueName("Post ");
    await page.goto("/posts");
    await expect(page).toHaveTitle("Posts | Yasmine");
    const form = page.locator("#add-post");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Cover image").setInputFiles(pngFile("cover.png"));
    await form.getByLabel("Description", { exact: true }).fill("Everything about the new summer linen.");
    await form.getByLabel("Categories", { exact: true }).fill("Style");
    await form.getByLabel("Tags").fill("summer, linen");
    if (testInfo.project.use.javaScriptEnabled === true) {
      const editor = form.locator(".ql-editor").first();
      await editor.click();
      await page.keyboard.type("Linen breathes ");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("well");
      await expect(form.locator("textarea[name=content]")).toBeHidden();
    } else {
      await form.getByLabel("Content", { exact: true }).fill("<p>Linen breathes <strong>well</strong></p>");
    }
    const created = watchBanner(page, "Your post was created!", testInfo.project.use.javaScriptEnabled === true);
    await form.getByRole("button", { name: "Add post" }).click();
    await created();
    await expect(page.locator("#add-post").getByLabel("Title", { exact: true })).toHaveValue("");
    const found = await apiJson<ApiPost[]>(page.request, "GET", `posts?q=${encodeURIComponent(title)}`, token);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({
      title,
      description: "Everything about the new summer linen.",
      categories: "Style",
      tags: "summer, linen",
      content: "<p>Linen breathes <strong>well</strong></p>",
    });
    await expect(page.locator("tbody tr", { hasText: title })).toContainText("Style");
  });

  test("the post form needs a title, a description and a cover", async ({ page }) => {
    await loginAs(page, "EDITOR");
    await page.goto("/posts");
    await waitForHydration(page);
    const form = page.locator("#add-post");
    await form.getByRole("button", { name: "Add post" }).press("Enter");
    await expect(form.getByText("title is required")).toBeVisible();
    await expect(form.getByText("description is required")).toBeVisible();
    await expect(form.getByText("cover image is required")).toBeVisible();
  });

  test("the list searches titles, says There is N Posts. and keeps the status filter inert", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const title = uniqueName("Find ");
    await createPostViaApi(page.request, token, title);
    const all = await apiJson(page.request, "GET", "posts?limit=0");
    await page.goto("/posts");
    await expect(page.getByTestId("list-total")).toHaveText(`There is ${all.total} Posts.`);
    await expect(page.getByLabel("Status")).toBeDisabled();
    await page.getByLabel("Search by title").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Posts.");
    const row = page.locator("tbody tr", { hasText: title });
    for (const text of ["A post written by the end-to-end tests.", "Tests", "e2e"]) await expect(row).toContainText(text);
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/post\/\d+$/);
  });

  test("the post screen edits the content in a 500 px editor, shows it sanitised on the store, and deletes", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const post = await createPostViaApi(page.request, token, uniqueName("Edit "));
    await page.goto(`/post/${post.id}`);
    await expect(page).toHaveTitle(`Edit post: ${post.title} | Yasmine`);
    const form = page.locator("#update-post");
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(post.title);
    const renamed = uniqueName("New ");
    await form.getByLabel("Title", { exact: true }).fill(renamed);
    if (testInfo.project.use.javaScriptEnabled === true) {
      const editor = form.locator(".ql-editor").first();
      await expect(editor).toHaveText("Hello from the tests");
      const box = await form.locator(".ql-container").first().boundingBox();
      expect(Math.round(box!.height)).toBe(500);
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Control+i");
      await page.keyboard.type("Second line");
    } else {
      await form
        .getByLabel("Content", { exact: true })
        .fill('<p>Hello from the tests</p><p><em>Second line</em></p><script>alert("x")</script><p onclick="alert(1)">click</p>');
    }
    await form.getByRole("button", { name: "Update Post" }).click();
    await expect(banner(page)).toContainText("Your post was updated!");
    const saved = await apiJson<ApiPost>(page.request, "GET", `posts/single/${post.id}`);
    expect(saved.body.title).toBe(renamed);
    expect(saved.body.content).toContain("<em>Second line</em>");
    expect(saved.body.content).not.toContain("script");
    expect(saved.body.content).not.toContain("onclick");

    await page.goto(`/single-post/${post.id}`);
    await expect(page.locator("em", { hasText: "Second line" })).toBeVisible();
    await expect(page.locator("script", { hasText: 'alert("x")' })).toHaveCount(0);
    await expect(page.locator("[onclick]")).toHaveCount(0);

    await page.goto(`/post/${post.id}`);
    // A refused cover says "photo not valid".
    await page.locator("#post-cover").getByLabel("New cover image").setInputFiles(fakePngFile());
    await page.locator("#post-cover").getByRole("button", { name: "Change cover" }).click();
    await expect(banner(page)).toContainText("photo not valid");

    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${post.id}\\?delete`));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Do want delete this Post?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/posts$/);
    const gone = await apiJson(page.request, "GET", `posts/single/${post.id}`);
    expect(gone.status).toBe(404);
  });

  test("a new cover replaces the old one and the page reloads", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const post = await createPostViaApi(page.request, token, uniqueName("Cover "));
    const before = await apiJson<ApiPost>(page.request, "GET", `posts/single/${post.id}`);
    await page.goto(`/post/${post.id}`);
    const cover = page.locator("#post-cover");
    // A different picture: a GIF, so its stored name differs from the PNG's.
    await cover.getByLabel("New cover image").setInputFiles({
      name: "cover.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
    });
    await cover.getByRole("button", { name: "Change cover" }).click();
    await expect(page.locator("img.admin-post-cover")).toHaveAttribute("src", /\.gif$/);
    const after = await apiJson<ApiPost>(page.request, "GET", `posts/single/${post.id}`);
    expect(after.body.imgUrl).not.toBe(before.body.imgUrl);
  });
});
