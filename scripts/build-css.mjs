// `npm run build:css`: writes app/styles/bootstrap.css, Bootstrap's own release stylesheet without the rules
// of classes the app never uses. The file is committed, so `remix build` needs no extra step;
// tests/unit/bootstrap-css.test.ts fails when it no longer matches the sources.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BOOTSTRAP_SOURCE = path.join(root, "node_modules/bootstrap/dist/css/bootstrap.min.css");
export const BOOTSTRAP_OUTPUT = path.join(root, "app/styles/bootstrap.css");
/** Bootstrap's own right-to-left build (RTLCSS over the same sources), trimmed by the same rule, for Arabic pages. */
export const BOOTSTRAP_RTL_SOURCE = path.join(root, "node_modules/bootstrap/dist/css/bootstrap.rtl.min.css");
export const BOOTSTRAP_RTL_OUTPUT = path.join(root, "app/styles/bootstrap.rtl.css");
const SOURCE_DIR = path.join(root, "app");

/** Classes the app puts together at run time, so no source file spells them out whole. */
const SAFELIST = [
  // app/components/admin/Modal.tsx: `modal-${size}`, with the sizes its callers pass.
  "modal-sm",
  "modal-lg",
];

/** Every word of every source file under app/: a class is kept when any file names it. */
export function usedWords() {
  const words = new Set(SAFELIST);
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(tsx?|css)$/.test(entry.name) && file !== BOOTSTRAP_OUTPUT && file !== BOOTSTRAP_RTL_OUTPUT) {
        for (const word of fs.readFileSync(file, "utf8").split(/[^\w-]+/)) if (word) words.add(word);
      }
    }
  };
  visit(SOURCE_DIR);
  return words;
}

/**
 * Splits minified CSS into rules: `{ prelude, body }` for style rules and @keyframes (body kept as is),
 * `{ prelude, children }` for @media and @supports, `{ text }` for statements and comments.
 */
function parse(css) {
  let i = 0;
  // Scans to the next `{`, `;` or `}` outside strings and parentheses.
  const scan = (stopAtBraceOnly = false) => {
    let depth = 0;
    let quote = null;
    for (; i < css.length; i++) {
      const c = css[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === "(") depth++;
      else if (c === ")") depth--;
      else if (depth === 0 && (c === "{" || c === "}" || (!stopAtBraceOnly && c === ";"))) return;
    }
  };
  // The body of a block whose content is kept verbatim, up to its matching `}`.
  const rawBody = () => {
    const start = i;
    let depth = 1;
    let quote = null;
    for (; i < css.length && depth > 0; i++) {
      const c = css[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
    }
    return css.slice(start, i - 1);
  };
  const block = () => {
    const nodes = [];
    while (i < css.length) {
      if (/\s/.test(css[i])) {
        i++;
        continue;
      }
      if (css.startsWith("/*", i)) {
        const end = css.indexOf("*/", i) + 2;
        nodes.push({ text: css.slice(i, end) });
        i = end;
        continue;
      }
      if (css[i] === "}") {
        i++;
        return nodes;
      }
      const start = i;
      scan();
      const prelude = css.slice(start, i).trim();
      if (css[i] === ";") {
        i++;
        nodes.push({ text: `${prelude};` });
      } else if (css[i] === "{") {
        i++;
        if (/^@(media|supports|layer|container)\b/.test(prelude)) nodes.push({ prelude, children: block() });
        else nodes.push({ prelude, body: rawBody() });
      } else if (prelude) nodes.push({ text: prelude });
    }
    return nodes;
  };
  return block();
}

/** Splits a selector list on its top-level commas (`:not(.a,.b)` stays whole). */
function selectorsOf(list) {
  const selectors = [];
  let depth = 0;
  let current = "";
  for (const c of list) {
    if (c === "(") depth++;
    if (c === ")") depth--;
    if (c === "," && depth === 0) {
      selectors.push(current);
      current = "";
    } else current += c;
  }
  selectors.push(current);
  return selectors;
}

/** A selector can match the app's markup only if the app uses every class it requires (`:not(.x)` requires nothing). */
function canMatch(selector, words) {
  const required = selector.replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => words.has(name));
}

function purge(nodes, words) {
  const kept = [];
  for (const node of nodes) {
    if (node.text !== undefined) {
      // The source map belongs to the untrimmed file.
      if (!node.text.includes("sourceMappingURL")) kept.push(node);
    } else if (node.children) {
      const children = purge(node.children, words);
      if (children.length) kept.push({ ...node, children });
    } else if (node.prelude.startsWith("@")) {
      kept.push(node);
    } else {
      const selectors = selectorsOf(node.prelude).filter((selector) => canMatch(selector, words));
      if (selectors.length) kept.push({ prelude: selectors.join(","), body: node.body });
    }
  }
  return kept;
}

/** Drops @keyframes that no kept rule animates with. */
function dropUnusedKeyframes(nodes) {
  const text = print(nodes.filter((node) => !node.prelude?.startsWith("@keyframes")));
  return nodes.filter((node) => {
    const name = node.prelude?.match(/^@keyframes\s+([\w-]+)/)?.[1];
    return !name || new RegExp(`[:\\s,]${name}\\b`).test(text);
  });
}

/** Minified as Bootstrap ships it, with one top-level rule a line so that changes read well in a diff. */
function print(nodes, separator = "") {
  return nodes
    .map((node) =>
      node.text !== undefined ? node.text : node.children ? `${node.prelude}{${print(node.children)}}` : `${node.prelude}{${node.body}}`,
    )
    .join(separator);
}

/** The trimmed stylesheet for the current sources. */
export function buildBootstrapCss(words = usedWords(), sourceFile = BOOTSTRAP_SOURCE) {
  const source = fs.readFileSync(sourceFile, "utf8");
  const header =
    `/* Generated by scripts/build-css.mjs from bootstrap/dist/css/${path.basename(sourceFile)}, keeping only the rules of classes\n` +
    "   the app uses. Do not edit; run `npm run build:css` after using a Bootstrap class the app did not use before. */\n";
  const css = print(dropUnusedKeyframes(purge(parse(source), words)), "\n");
  // @charset must stay the very first thing in the file.
  const charset = css.match(/^@charset "[^"]+";/)?.[0] ?? "";
  return `${charset}\n${header}${css.slice(charset.length)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const words = usedWords();
  for (const [source, output] of [
    [BOOTSTRAP_SOURCE, BOOTSTRAP_OUTPUT],
    [BOOTSTRAP_RTL_SOURCE, BOOTSTRAP_RTL_OUTPUT],
  ]) {
    const css = buildBootstrapCss(words, source);
    const before = fs.existsSync(output) ? fs.readFileSync(output, "utf8") : "";
    if (css !== before) fs.writeFileSync(output, css);
    const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `${path.relative(root, output)}: ${kB(Buffer.byteLength(css))} (Bootstrap's ${kB(fs.statSync(source).size)})${css === before ? ", unchanged" : ""}`,
    );
  }
}
