/**
 * The guard on an import's remote pictures (IMPORT_FETCH_IMAGES, docs/decisions/053): off by default; `public`
 * never reaches loopback, private or link-local addresses, whether written as such or behind a name; a named
 * host is fetched, within limits of size and redirects. The positive cases use a server of the test's own,
 * named in an allow-list.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "~/lib/limits";
import { fetchRemoteImage, isPublicAddress, remoteImagePolicy, type RemoteImagePolicy } from "~/lib/remote-image.server";
import { createTestApi, pngImage } from "./harness";

let server: http.Server;
let origin: string;
let host: string;
let picture: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  picture = await pngImage("#2255aa");
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const path = (request.url ?? "").split("?")[0];
    if (path === "/dress.png") return response.writeHead(200, { "Content-Type": "image/png" }).end(picture);
    if (path === "/moved.png") return response.writeHead(302, { Location: "/dress.png" }).end();
    if (path === "/elsewhere.png") return response.writeHead(302, { Location: "http://localhost:1/secret" }).end();
    if (path === "/loop.png") return response.writeHead(302, { Location: "/loop.png" }).end();
    if (path === "/huge.png") {
      response.writeHead(200, { "Content-Type": "image/png" });
      return response.end(Buffer.alloc(IMAGE_MAX_BYTES + 1024));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("which addresses are public", () => {
  it("refuses loopback, private, link-local, shared and mapped forms of them", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["8.8.8.8", "41.228.1.1", "2001:4860:4860::8888"]) expect(isPublicAddress(address), address).toBe(true);
  });

  it("reads IMPORT_FETCH_IMAGES: off by default, public, or a list of hosts", () => {
    expect(remoteImagePolicy(undefined)).toEqual({ kind: "off" });
    expect(remoteImagePolicy("public")).toEqual({ kind: "public" });
    expect(remoteImagePolicy("cdn.shopify.com, 127.0.0.1:8080")).toEqual({
      kind: "hosts",
      hosts: new Set(["cdn.shopify.com", "127.0.0.1:8080"]),
    });
  });
});

describe("fetching a remote picture", () => {
  const allowList = (): RemoteImagePolicy => ({ kind: "hosts", hosts: new Set([host]) });

  it("is refused when off, for a scheme other than http(s), and for a loopback address or a name of one under `public`", async () => {
    const before = hits.length;
    await expect(fetchRemoteImage(`${origin}/dress.png`, { kind: "off" })).rejects.toThrow(/not allowed by IMPORT_FETCH_IMAGES/);
    await expect(fetchRemoteImage("file:///etc/passwd", { kind: "public" })).rejects.toThrow(/not allowed/);
    await expect(fetchRemoteImage(`${origin}/dress.png`, { kind: "public" })).rejects.toThrow(/not a public address/);
    await expect(fetchRemoteImage(`http://localhost:${host.split(":")[1]}/dress.png`, { kind: "public" })).rejects.toThrow(
      /not a public address/,
    );
    await expect(fetchRemoteImage(`http://[::1]:${host.split(":")[1]}/dress.png`, { kind: "public" })).rejects.toThrow(
      /not a public address/,
    );
    // None of them reached the server.
    expect(hits.length).toBe(before);
  });

  it("fetches a host of the allow-list, follows a redirect on it, and refuses one that leaves it, a loop and a file too large", async () => {
    expect(Buffer.from(await fetchRemoteImage(`${origin}/dress.png`, allowList()))).toEqual(picture);
    expect(Buffer.from(await fetchRemoteImage(`${origin}/moved.png`, allowList()))).toEqual(picture);
    await expect(fetchRemoteImage(`${origin}/elsewhere.png`, allowList())).rejects.toThrow(
      /not allowed by IMPORT_FETCH_IMAGES: localhost:1/,
    );
    await expect(fetchRemoteImage(`${origin}/loop.png`, allowList())).rejects.toThrow(/too many redirects/);
    await expect(fetchRemoteImage(`${origin}/huge.png`, allowList())).rejects.toThrow(/larger than an upload may be/);
    await expect(fetchRemoteImage(`${origin}/missing.png`, allowList())).rejects.toThrow(/answered 404/);
  });
});

describe("an import with remote pictures", () => {
  const header = "Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src";
  const file = () =>
    `${header}\nremote-dress,Remote Dress,<p>A dress whose picture is remote.</p>,Dresses,Size,M,REMOTE-M,2,30.00,${origin}/dress.png?v=1\n`;
  const form = (dryRun: boolean) => {
    const body = new FormData();
    body.append("file", new Blob([file()], { type: "text/csv" }), "products.csv");
    if (!dryRun) body.append("dryRun", "false");
    return body;
  };

  it("refuses the address without IMPORT_FETCH_IMAGES, and fetches it from a host of the allow-list", async () => {
    const closed = await createTestApi();
    try {
      const admin = await closed.staff("ADMIN");
      const res = await closed.call("POST", "/api/products/import", { token: admin.token, body: form(true) });
      expect(res.body.errors).toEqual([
        {
          line: 2,
          column: "Image Src",
          message: "Picture dress.png is an address: send it in the ZIP, or let the store fetch such addresses (IMPORT_FETCH_IMAGES)",
        },
      ]);
    } finally {
      await closed.close();
    }

    const open = await createTestApi({ config: { remoteImages: { kind: "hosts", hosts: new Set([host]) } } });
    try {
      const admin = await open.staff("ADMIN");
      const preview = await open.call("POST", "/api/products/import", { token: admin.token, body: form(true) });
      expect(preview.body).toMatchObject({ errors: [], pictures: { total: 1, remote: 1, fromZip: 0 } });
      const done = await open.call("POST", "/api/products/import", { token: admin.token, body: form(false) });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const [product] = (await open.call("GET", "/api/products")).body;
      expect(product).toMatchObject({ handle: "remote-dress", categories: "dresses" });
      const stored = await open.api.request(`/api/products/images/${product.images[0].url}`);
      expect(stored.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
