/**
 * Fetching an imported catalogue's remote pictures (Shopify's `Image Src`), only as IMPORT_FETCH_IMAGES allows
 * (docs/decisions/053). The store would otherwise fetch any address a file names, from inside the shop's
 * network: its database, a cloud's metadata service, an admin page on the LAN. So:
 *
 * - `off` (the default): never; the pictures come from the ZIP or the store.
 * - `public`: http or https addresses whose host resolves to public addresses only. The address is checked where
 *   the connection is made (the socket's own lookup), so a name that resolves again to 127.0.0.1 between a check
 *   and the connection (DNS rebinding) is refused too.
 * - a list of host names or `host:port` (`cdn.shopify.com,images.example`): those hosts only, whatever they
 *   resolve to: an operator may name a server of their own network on purpose.
 *
 * Every fetch is limited in size (an upload's), time and redirects, each redirect checked again.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { IMAGE_MAX_BYTES } from "./limits";

export type RemoteImagePolicy = { kind: "off" } | { kind: "public" } | { kind: "hosts"; hosts: ReadonlySet<string> };

export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
export const REMOTE_IMAGE_REDIRECTS_MAX = 3;

/** IMPORT_FETCH_IMAGES as the store reads it. */
export function remoteImagePolicy(value: string | undefined): RemoteImagePolicy {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "off" || text === "false" || text === "0") return { kind: "off" };
  if (text === "public" || text === "on" || text === "true") return { kind: "public" };
  return {
    kind: "hosts",
    hosts: new Set(
      text
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  };
}

export class RemoteImageError extends Error {}

/** Whether an address is one the public internet routes: not loopback, private, link-local, shared, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const list = new net.BlockList();
  for (const [network, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 3],
  ] as const) {
    list.addSubnet(network, prefix, "ipv4");
  }
  for (const [network, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["fc00::", 7],
    ["fe80::", 10],
    ["ff00::", 8],
    ["2001:db8::", 32],
    ["64:ff9b::", 96],
  ] as const) {
    list.addSubnet(network, prefix, "ipv6");
  }
  if (net.isIPv4(address)) return !list.check(address, "ipv4");
  if (net.isIPv6(address)) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !list.check(address, "ipv6");
  }
  return false;
}

/** Whether the policy lets the store fetch this address at all (before any lookup). */
export function mayFetch(url: URL, policy: RemoteImagePolicy): boolean {
  if (policy.kind === "off" || (url.protocol !== "http:" && url.protocol !== "https:")) return false;
  if (url.username || url.password) return false;
  if (policy.kind === "hosts") return policy.hosts.has(url.hostname.toLowerCase()) || policy.hosts.has(url.host.toLowerCase());
  return true;
}

/** The socket's lookup, refusing a name that resolves to any address the public internet does not route. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const list = addresses;
    const refused = list.find((entry) => !isPublicAddress(entry.address));
    if (refused || list.length === 0) return callback(new RemoteImageError(`not a public address: ${hostname}`), "", 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

function getOnce(url: URL, policy: RemoteImagePolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  // A host named on purpose may be anywhere; any other must resolve to public addresses, checked at the socket.
  const literal = net.isIP(url.hostname.replace(/^\[|\]$/g, ""));
  if (policy.kind === "public" && literal && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ""))) {
    return Promise.reject(new RemoteImageError(`not a public address: ${url.hostname}`));
  }
  return new Promise((resolve, reject) => {
    const request = client.get(url, { signal, ...(policy.kind === "public" ? { lookup: publicLookup } : {}) }, resolve);
    request.on("error", reject);
  });
}

/** The bytes of a remote picture, or RemoteImageError saying why not. */
export async function fetchRemoteImage(address: string, policy: RemoteImagePolicy): Promise<Uint8Array> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageError(`not an address: ${address}`);
  }
  const signal = AbortSignal.timeout(REMOTE_IMAGE_TIMEOUT_MS);
  for (let hop = 0; hop <= REMOTE_IMAGE_REDIRECTS_MAX; hop++) {
    if (!mayFetch(url, policy)) throw new RemoteImageError(`not allowed by IMPORT_FETCH_IMAGES: ${url.host}`);
    let response: http.IncomingMessage;
    try {
      response = await getOnce(url, policy, signal);
    } catch (error) {
      throw error instanceof RemoteImageError ? error : new RemoteImageError(`could not be fetched: ${url.host}`);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteImageError(`answered ${status}: ${url.host}`);
    }
    if (Number(response.headers["content-length"] ?? 0) > IMAGE_MAX_BYTES) {
      response.destroy();
      throw new RemoteImageError(`larger than an upload may be: ${url.host}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response) {
        size += (chunk as Buffer).byteLength;
        if (size > IMAGE_MAX_BYTES) {
          response.destroy();
          throw new RemoteImageError(`larger than an upload may be: ${url.host}`);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      throw error instanceof RemoteImageError ? error : new RemoteImageError(`could not be fetched: ${url.host}`);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }
  throw new RemoteImageError(`too many redirects: ${address}`);
}
