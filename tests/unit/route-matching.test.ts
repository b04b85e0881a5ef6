/**
 * The patch of @remix-run/router (patches/, applied by `npm install`): a route tree is flattened and ranked once,
 * and each route path's RegExp compiled once, instead of on every match. Remix and React Router match the routes
 * four or five times in every request on the server; these tests fail if an upgrade loses the patch, and check
 * that what is matched is unchanged.
 */
import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";

// The CommonJS build is the one the server loads (through @remix-run/server-runtime and react-router).
const router = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

type Route = AgnosticRouteObject;

/** A tree shaped like the store's: an optional language segment, pathless layouts, params and a splat. */
function storeLikeRoutes(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "store",
          children: [
            { id: "home", path: ":lang?/home" },
            { id: "category", path: ":lang?/:category" },
            { id: "product", path: ":lang?/single/:id" },
            { id: "post", path: ":lang?/single-post/:id" },
            { id: "cart", path: ":lang?/cart" },
          ],
        },
        {
          id: "admin",
          children: [
            { id: "dashboard", path: "dashboard" },
            { id: "orders", path: "orders" },
          ],
        },
        { id: "index", index: true },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const NativeRegExp = globalThis.RegExp;
let compiled = 0;

/** Counts the RegExps built from here on (the router compiles a path with `new RegExp(source, flags)`). */
function countRegExps() {
  compiled = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args) {
      compiled += 1;
      return Reflect.construct(target, args);
    },
  });
}

afterEach(() => {
  globalThis.RegExp = NativeRegExp;
});

const matchedIds = (routes: Route[], path: string) => router.matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe("the route matching of @remix-run/router, as patched", () => {
  it("matches the same tree again without compiling a single RegExp", () => {
    const routes = storeLikeRoutes();
    countRegExps();
    expect(matchedIds(routes, "/fr/single/42")).toEqual(["root", "store", "product"]);
    expect(matchedIds(routes, "/women")).toEqual(["root", "store", "category"]);
    expect(compiled).toBeGreaterThan(0);
    compiled = 0;
    for (let i = 0; i < 5; i += 1) {
      expect(matchedIds(routes, "/fr/single/42")).toEqual(["root", "store", "product"]);
      expect(matchedIds(routes, "/women")).toEqual(["root", "store", "category"]);
    }
    expect(compiled).toBe(0);
  });

  it("a new tree of the same paths (one per render) compiles nothing new either", () => {
    matchedIds(storeLikeRoutes(), "/ar/cart");
    countRegExps();
    expect(matchedIds(storeLikeRoutes(), "/ar/cart")).toEqual(["root", "store", "cart"]);
    expect(compiled).toBe(0);
  });

  it("gives each tree its own route objects, params and ranking", () => {
    const first = storeLikeRoutes();
    const second = storeLikeRoutes();
    const a = router.matchRoutes(first, "/single/7")!;
    const b = router.matchRoutes(second, "/single/8")!;
    expect(a.at(-1)!.route).toBe(first[0].children![0].children![2]);
    expect(b.at(-1)!.route).toBe(second[0].children![0].children![2]);
    expect(a.at(-1)!.params).toEqual({ id: "7" });
    expect(b.at(-1)!.params).toEqual({ id: "8" });
    // A static segment outranks a param, an index its layout, and the splat comes last.
    expect(matchedIds(first, "/dashboard")).toEqual(["root", "admin", "dashboard"]);
    expect(matchedIds(first, "/")).toEqual(["root", "index"]);
    expect(matchedIds(first, "/no/such/page")).toEqual(["root", "not-found"]);
  });

  it("matchPath still reads case-insensitive, partial and trailing-slash matches as before", () => {
    expect(router.matchPath({ path: "/single/:id", caseSensitive: false, end: true }, "/SINGLE/3/")?.params).toEqual({ id: "3" });
    expect(router.matchPath({ path: "/single/:id", caseSensitive: true, end: true }, "/SINGLE/3")).toBeNull();
    expect(router.matchPath({ path: "/single", caseSensitive: false, end: false }, "/single/3")?.pathnameBase).toBe("/single");
    expect(router.matchPath({ path: "/single", caseSensitive: false, end: true }, "/single/3")).toBeNull();
  });
});
