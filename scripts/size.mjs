// `npm run size`: what a browser downloads on its first visit to each page of the last build, gzipped,
// and a failure when a page is over its budget. Run `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Budgets in KB (1 KB = 1,024 bytes) of gzip, for the first load of one page: JavaScript and stylesheets.
 * A page over its budget fails the script. React and Remix alone are about 84 KB of the storefront's 100.
 */
const BUDGETS = {
  storefront: { js: 100, css: 30 },
  // The back office keeps remix-validated-form and zod on every screen; Quill loads later, on the post screens only.
  admin: { js: 150, css: 30 },
};

const KB = 1024;

/** Routes of the back office; every other page is public (the storefront, 404, the icon demo). */
const ADMIN_ROUTE = /^routes\/(_admin|login$|admin$|logout$)/;

const serverBuildPath = path.resolve("build/index.js");
const publicDir = path.resolve("public");
if (!fs.existsSync(serverBuildPath)) {
  console.error("size: no build found. Run `npm run build` first.");
  process.exit(1);
}

// The server build holds the browser manifest (`assets`, the same object as public/build/manifest-*.js)
// and every route module, whose `links()` names the stylesheets a page links.
const build = await import(pathToFileURL(serverBuildPath).href);
const manifest = build.assets;
const manifestFile = path.join(publicDir, manifest.url);
if (!fs.existsSync(manifestFile)) {
  console.error(`size: ${manifest.url} is missing: the browser build does not match build/index.js. Run \`npm run build\`.`);
  process.exit(1);
}

const gzipCache = new Map();
/** Gzip size of a file of public/, at zlib's default level like the server's own compression. */
function gzipBytes(href) {
  const pathname = href.split(/[?#]/)[0];
  if (!gzipCache.has(pathname)) {
    const file = path.join(publicDir, pathname);
    if (!fs.existsSync(file)) throw new Error(`${pathname} is linked but missing from public/`);
    gzipCache.set(pathname, gzipSync(fs.readFileSync(file)).length);
  }
  return gzipCache.get(pathname);
}

/** root → … → route, the modules that render together when the route matches. */
function chainOf(routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(id);
  return chain;
}

function urlOf(chain) {
  const segments = chain.map((id) => manifest.routes[id].path).filter(Boolean);
  return "/" + segments.join("/").replace(/^\/+/, "");
}

function firstLoad(routeId) {
  const chain = chainOf(routeId);
  // What Remix preloads for this page: the entry and its imports, then each route module of the chain with its imports.
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const stylesheets = new Set();
  for (const id of chain) {
    const route = manifest.routes[id];
    scripts.add(route.module);
    for (const href of route.imports ?? []) scripts.add(href);
    for (const link of build.routes[id].module.links?.() ?? []) {
      if (link.rel === "stylesheet" && link.href.startsWith("/")) stylesheets.add(link.href);
    }
  }
  const sum = (hrefs) => [...hrefs].reduce((total, href) => total + gzipBytes(href), 0);
  return { chain, url: urlOf(chain), js: sum(scripts), css: sum(stylesheets), stylesheets: [...stylesheets] };
}

// Pages only: resource routes (a loader or action without a component) send no JavaScript of their own.
const pages = Object.keys(manifest.routes)
  .filter((id) => id === "root" || typeof build.routes[id].module.default === "function")
  .map((id) => ({ id, area: id !== "root" && ADMIN_ROUTE.test(id) ? "admin" : "storefront", ...firstLoad(id) }))
  // A layout is measured through the pages under it; alone it never renders. A page whose only children are
  // resource routes (its CSV export) still renders on its own, so it is measured.
  .filter(
    (page) =>
      page.id === "root" ||
      !Object.values(manifest.routes).some(
        (route) => route.parentId === page.id && typeof build.routes[route.id].module.default === "function",
      ),
  )
  .sort((a, b) => a.area.localeCompare(b.area) || a.url.localeCompare(b.url));

const inKB = (bytes) => (bytes / KB).toFixed(1);
const rows = pages.map((page) => [page.area, page.id === "root" ? "(error page)" : page.url, page.id, inKB(page.js), inKB(page.css)]);
const header = ["area", "page", "route", "JS KB", "CSS KB"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => (column >= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ");
console.log(
  `First load of each page, gzip (KB = 1,024 bytes); budgets: storefront JS ${BUDGETS.storefront.js} / CSS ${BUDGETS.storefront.css}, admin JS ${BUDGETS.admin.js} / CSS ${BUDGETS.admin.css}`,
);
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));

// What every page carries before its own code, to tell a heavy page from a heavy shell.
const shared = (routeId) => firstLoad(routeId).js;
const entryOnly = [manifest.entry.module, ...manifest.entry.imports].reduce((total, href) => total + gzipBytes(href), 0);
const storeLayout = Object.keys(manifest.routes).find((id) => id === "routes/($lang)._store");
console.log(
  `\nShared: entry and framework ${inKB(entryOnly)} KB; with root ${inKB(shared("root"))} KB (every page)` +
    (storeLayout ? `; with the store layout ${inKB(shared(storeLayout))} KB (every storefront page but 404 and /test)` : ""),
);

const offenders = [];
for (const page of pages) {
  const budget = BUDGETS[page.area];
  const name = page.id === "root" ? "the error page" : page.url;
  if (page.js > budget.js * KB) offenders.push(`${page.area} ${name}: JavaScript ${inKB(page.js)} KB is over the ${budget.js} KB budget`);
  if (page.css > budget.css * KB)
    offenders.push(`${page.area} ${name}: CSS ${inKB(page.css)} KB is over the ${budget.css} KB budget (${page.stylesheets.join(", ")})`);
}
if (offenders.length) {
  console.error(`\n✖ ${offenders.length} over budget:`);
  for (const offender of offenders) console.error(`  ${offender}`);
  process.exit(1);
}
console.log(`\n✔ every page is within its budget`);
