/**
 * The patches of the server render (patches/, applied by `npm install`): the route tree React renders is built
 * once per build instead of once per request, the static router converts one tree once, a loader is handed
 * the request itself when there is nothing to strip from it, and React's streaming render sends only the bytes it
 * wrote. These tests fail if an upgrade loses a patch, and check that what is rendered and what a loader or an
 * action receives are unchanged.
 */
import { createRequire } from "node:module";
import type { AgnosticDataRouteObject } from "@remix-run/router";
import * as React from "react";
import { renderToString } from "react-dom/server";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";

// The CommonJS builds, the ones the server loads.
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof import("@remix-run/router") & Record<string, unknown>;
const remixRoutes = require("@remix-run/react/dist/routes.js") as Record<string, (...args: unknown[]) => unknown>;
const { RemixServer, Outlet, useLoaderData } = require("@remix-run/react") as typeof import("@remix-run/react");
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");
const fogOfWar = require("@remix-run/react/dist/fog-of-war.js") as {
  getPartialManifest(
    manifest: { routes: Record<string, unknown> },
    router: { routes: unknown[]; basename?: string; state: { matches: Array<{ route: { id: string } }>; location: { pathname: string } } },
  ): { routes: Record<string, unknown> };
};
const serverData = require("@remix-run/server-runtime/dist/data.js") as {
  callRouteLoader(args: Record<string, unknown>): Promise<unknown>;
  callRouteAction(args: Record<string, unknown>): Promise<unknown>;
};

const restore: Array<() => void> = [];
afterEach(() => {
  while (restore.length) restore.pop()!();
});

/** Counts the calls of a module's export, as the library's other modules call it (through the exports object). */
function countCalls(module: Record<string, unknown>, name: string) {
  const original = module[name] as (...args: unknown[]) => unknown;
  const counter = { calls: 0 };
  module[name] = (...args: unknown[]) => {
    counter.calls += 1;
    return original(...args);
  };
  restore.push(() => {
    module[name] = original;
  });
  return counter;
}

/** A two-route build: a root with an outlet, and a page that shows its loader's data. */
function smallBuild() {
  const manifestRoutes = {
    root: {
      id: "root",
      path: "",
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/root.js",
    },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      path: "home",
      hasLoader: true,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/home.js",
    },
  };
  const routeModules = {
    root: { default: () => React.createElement("main", null, React.createElement(Outlet)) },
    "routes/home": { default: () => React.createElement("p", null, (useLoaderData() as { greeting: string }).greeting) },
  };
  const future = {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: false,
    v3_lazyRouteDiscovery: false,
    v3_optimizeDeps: false,
    unstable_optimizeDeps: false,
    v3_routeConfig: false,
  };
  return { manifestRoutes, routeModules, future };
}

async function render(build: ReturnType<typeof smallBuild>, greeting: string) {
  const dataRoutes: AgnosticDataRouteObject[] = [
    { id: "root", path: "", children: [{ id: "routes/home", path: "home", loader: () => ({ greeting }) }] },
  ];
  const handlerContext = await router.createStaticHandler(dataRoutes).query(new Request("http://store.test/home"));
  if (handlerContext instanceof Response) throw new Error("expected a context");
  const context = {
    manifest: { routes: build.manifestRoutes, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1" },
    // A new object each request, as the server runtime makes it, holding the same modules.
    routeModules: { ...build.routeModules },
    staticHandlerContext: handlerContext,
    future: build.future,
    isSpaMode: false,
    serverHandoffString: "{}",
    serializeError: (error: Error) => ({ message: error.message }),
    renderMeta: {},
  };
  return renderToString(React.createElement(RemixServer, { context: context, url: "http://store.test/home" }));
}

describe("the route tree of a render", () => {
  it("is built once for one build, and each render still shows its own loader data", async () => {
    const builds = countCalls(remixRoutes, "createServerRoutes");
    const conversions = countCalls(router, "UNSAFE_convertRoutesToDataRoutes");
    const build = smallBuild();
    const pages = [await render(build, "Ahla"), await render(build, "Bonjour"), await render(build, "Hello")];
    expect(pages.map((html) => html.replace(/<!--.*?-->/g, ""))).toEqual([
      "<main><p>Ahla</p></main>",
      "<main><p>Bonjour</p></main>",
      "<main><p>Hello</p></main>",
    ]);
    expect(builds.calls).toBe(1);
    expect(conversions.calls).toBe(1);
  });

  it("is built again for another build, or when a route's module changes", async () => {
    const builds = countCalls(remixRoutes, "createServerRoutes");
    const first = smallBuild();
    await render(first, "one");
    await render(smallBuild(), "two");
    const reloaded = {
      ...first,
      routeModules: { ...first.routeModules, "routes/home": { default: () => React.createElement("h1", null, "new") } },
    };
    expect(await render(reloaded, "three")).toContain("<h1>new</h1>");
    expect(builds.calls).toBe(3);
  });

  it("is converted once by the static router, which still answers with this request's matches", async () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a" },
          { id: "b", path: "b" },
        ],
      },
    ];
    const contextFor = async (path: string) => {
      const context = await router.createStaticHandler(routes).query(new Request(`http://store.test${path}`));
      if (context instanceof Response) throw new Error("expected a context");
      return context;
    };
    const onA = createStaticRouter(routes, await contextFor("/a"));
    const onB = createStaticRouter(routes, await contextFor("/b"));
    expect(onB.routes).toBe(onA.routes);
    expect(onA.state.matches.map((match) => match.route.id)).toEqual(["root", "a"]);
    expect(onB.state.matches.map((match) => match.route.id)).toEqual(["root", "b"]);
    // The matches point at the converted routes, as before.
    expect(onB.state.matches[1].route).toBe(onB.routes[0].children![1]);
  });
});

describe("the routes a page sends the browser first", () => {
  // A root layout, the store's pathless layout with its pages, and a splat: "/", "/single" and "/fr/single" match.
  const routes = [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "store",
          children: [
            { id: "home", path: ":lang?/home" },
            { id: "product", path: ":lang?/single/:id" },
            { id: "index", index: true },
          ],
        },
        { id: "not-found", path: "*" },
      ],
    },
  ];
  const manifest = { routes: Object.fromEntries(["root", "store", "home", "product", "index", "not-found"].map((id) => [id, { id }])) };
  const partialFor = (pathname: string, basename?: string) => {
    const matches = router.matchRoutes(routes, pathname, basename) ?? [];
    return Object.keys(
      fogOfWar.getPartialManifest(manifest, { routes, basename, state: { matches, location: { pathname } } }).routes,
    ).sort();
  };

  it("are the page's own and those its parent paths match, each parent path matched once per route tree", () => {
    const matching = countCalls(router, "matchRoutes");
    expect(partialFor("/single/12")).toEqual(["index", "not-found", "product", "root", "store"]);
    expect(matching.calls).toBe(3); // the page itself (above), "/" and "/single"
    expect(partialFor("/single/13")).toEqual(["index", "not-found", "product", "root", "store"]);
    expect(partialFor("/fr/single/14")).toEqual(["index", "not-found", "product", "root", "store"]);
    // The two pages, and "/fr" and "/fr/single", the parent paths not met before.
    expect(matching.calls).toBe(3 + 1 + 3);
    // Under another basename its parent paths ("/", "/shop", "/shop/single") are matched again.
    partialFor("/shop/single/12", "/shop");
    expect(matching.calls).toBe(7 + 1 + 3);
  });
});

describe("the request a loader or an action receives", () => {
  const received = async (request: Request, call: "callRouteLoader" | "callRouteAction" = "callRouteLoader") => {
    let seen: Request | undefined;
    const fn = ({ request: given }: { request: Request }) => {
      seen = given;
      return null;
    };
    await serverData[call]({ loadContext: {}, loader: fn, action: fn, params: {}, request, routeId: "routes/home", singleFetch: false });
    return seen!;
  };

  it("is the request itself for a GET with nothing to strip", async () => {
    const request = new Request("http://store.test/fr/single/12?size=M", { headers: { cookie: "cart=1" } });
    expect(await received(request)).toBe(request);
  });

  it("is a copy without Remix's own parameters, with the same headers and signal", async () => {
    const controller = new AbortController();
    const request = new Request("http://store.test/home?_data=routes%2Fhome&index=&q=robe", {
      headers: { cookie: "cart=1" },
      signal: controller.signal,
    });
    const given = await received(request);
    expect(given).not.toBe(request);
    expect(given.url).toBe("http://store.test/home?q=robe");
    expect(given.headers.get("cookie")).toBe("cart=1");
    controller.abort();
    expect(given.signal.aborted).toBe(true);
  });

  it("is a copy that still reads the form for an action", async () => {
    const request = new Request("http://store.test/contact", { method: "POST", body: new URLSearchParams({ name: "Amira" }) });
    const given = await received(request, "callRouteAction");
    expect(given).not.toBe(request);
    expect((await given.formData()).get("name")).toBe("Amira");
  });
});

describe("React's streamed page", () => {
  const reactDomFolder = path.dirname(require.resolve("react-dom"));
  // Both builds of the streaming renderer: the server loads the production one, the tests the development one.
  const builds = ["production.min", "development"].map((name) => ({
    name,
    server: require(path.join(reactDomFolder, `cjs/react-dom-server.node.${name}.js`)) as typeof import("react-dom/server"),
  }));

  /** The bytes renderToPipeableStream sends, as the server hands them to the response. */
  function streamed(server: typeof import("react-dom/server"), tree: React.ReactElement) {
    return new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Uint8Array, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
      });
      sink.on("finish", () => resolve(Buffer.concat(chunks)));
      const { pipe } = server.renderToPipeableStream(tree, { onAllReady: () => pipe(sink), onShellError: reject });
    });
  }

  // React fills 2,048-byte views; a two-byte Arabic letter that does not fit at the end of one used to be sent with
  // the whole view, its unwritten last byte a NUL. Shifting the text by one byte meets that at one of the shifts.
  const arabicPage = (shift: number) =>
    React.createElement(
      "main",
      null,
      React.createElement("a", { href: "#content" }, "x".repeat(shift)),
      ...Array.from({ length: 120 }, (_, i) => React.createElement("p", { key: i }, "انتقل إلى المحتوى")),
    );

  it.each(builds)("sends exactly the UTF-8 of the page, with no NUL byte, in the $name build", async ({ server }) => {
    for (const shift of [0, 1, 2, 3]) {
      const bytes = await streamed(server, arabicPage(shift));
      expect(bytes.length).toBeGreaterThan(2 * 2048);
      expect(bytes.indexOf(0)).toBe(-1);
      expect(bytes.equals(Buffer.from(renderToString(arabicPage(shift))))).toBe(true);
    }
  });
});
