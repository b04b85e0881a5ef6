import fs from "node:fs";
import path from "node:path";

const publicDir = path.resolve("public");
const texts = new Map<string, string | null>();

/** The text of a stylesheet of the browser build, by its URL; null when it is not one (it is then linked). */
export function readBuiltStylesheet(href: string): string | null {
  if (!texts.has(href)) {
    const file = path.join(publicDir, href);
    const inBuild = href.startsWith("/build/") && href.endsWith(".css") && file.startsWith(path.join(publicDir, "build"));
    let text: string | null = null;
    try {
      // A closing tag inside the text would end the <style> element early.
      if (inBuild) text = fs.readFileSync(file, "utf8");
      if (text && /<\/style/i.test(text)) text = null;
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}
