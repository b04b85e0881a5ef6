import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import type { Content, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function markdownFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return markdownFilesUnder(file);
    return name.endsWith(".md") ? [file] : [];
  });
}

function walk(node: Root | Content, visit: (node: Root | Content) => void) {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child, visit);
}

/** A document's links and its headings' anchors, as GitHub renders them (code spans and blocks hold no links). */
function readDocument(file: string) {
  const tree = fromMarkdown(readFileSync(file, "utf8"));
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const links: string[] = [];
  walk(tree, (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(toString(node)));
    if (node.type === "link") links.push(node.url);
  });
  return { anchors, links };
}

const documents = [path.join(root, "README.md"), ...markdownFilesUnder(path.join(root, "docs"))];
const external = /^(https?:|mailto:)/;

describe("the README and docs/", () => {
  it("keep the README short enough to read in ten minutes", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(300);
  });

  it.each(documents.map((file) => [path.relative(root, file), file]))("%s links only to files and headings that exist", (_name, file) => {
    const broken: string[] = [];
    for (const link of readDocument(file).links) {
      if (external.test(link)) continue;
      const [target, anchor] = link.split("#") as [string, string | undefined];
      const targetFile = target === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      if (!existsSync(targetFile)) {
        broken.push(`${link}: no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!targetFile.endsWith(".md") || !readDocument(targetFile).anchors.has(anchor)) broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it("reads a link to a missing heading as broken", () => {
    const { anchors } = readDocument(path.join(root, "docs", "performance.md"));
    expect(anchors.has("the-embedded-database-measured-then-decided")).toBe(true);
    expect(anchors.has("a-heading-no-document-has")).toBe(false);
  });
});
