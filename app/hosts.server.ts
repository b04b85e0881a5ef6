/**
 * The host and the scheme a page is answered for. Pages write absolute links (canonical, Open Graph, the
 * sitemap, e-mails) and the HTML cache keys on the host, so a forged Host header must never reach them; and a
 * cookie is Secure exactly when the shopper's connection is HTTPS.
 */
import os from "node:os";
import type { MiddlewareHandler } from "hono";

/** The host of a Host header, without its port, lower case; IPv6 without brackets. */
export function hostName(header: string | undefined | null): string {
  const value = (header ?? "").trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(1, value.indexOf("]") > 0 ? value.indexOf("]") : undefined);
  return value.replace(/:\d*$/, "");
}

/** This machine's own names and addresses: what a store without PUBLIC_URL is reached through. */
export function ownHostNames(): Set<string> {
  const names = new Set(["localhost", os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase().replace(/%.*$/, ""));
  }
  return names;
}

/** How often the addresses are read again when an unknown one arrives (a DHCP lease may have changed them). */
const REFRESH_MS = 10_000;

/**
 * Whether a Host header names this store: any does with PUBLIC_URL (every link comes from it, so the header does
 * not matter); without it, only this machine's own names and addresses.
 */
export function servesHost(publicUrl: string | undefined, names = ownHostNames): (hostHeader: string | undefined) => boolean {
  if (publicUrl) return () => true;
  let known = names();
  let readAt = Date.now();
  return (hostHeader) => {
    const host = hostName(hostHeader);
    if (!known.has(host) && Date.now() - readAt > REFRESH_MS) {
      known = names();
      readAt = Date.now();
    }
    return known.has(host);
  };
}

/**
 * Pages answer only for the hosts of `servesHost`: any other Host is refused with 421 before a page or the HTML
 * cache sees it, and the answer says to set PUBLIC_URL. The API is not concerned: it writes no absolute link.
 */
export function servedHostsOnly(publicUrl: string | undefined, onRefused: (host: string) => void, names = ownHostNames): MiddlewareHandler {
  const serves = servesHost(publicUrl, names);
  return async (c, next) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return next();
    const header = c.req.header("host");
    if (serves(header)) return next();
    onRefused(hostName(header));
    return c.text(
      "This store answers only for its own addresses. To serve it under a name, set PUBLIC_URL to the address shoppers use, such as https://shop.example.tn.",
      421,
    );
  };
}

/**
 * Whether the shopper's connection is HTTPS: PUBLIC_URL's scheme when it is set (a proxy in front terminates
 * TLS), else the scheme a trusted proxy saw (the last X-Forwarded-Proto entry, added by the closest one), else
 * the request's own.
 */
export function isHttps(request: Request, publicUrl: string | undefined, trustedProxies: number): boolean {
  if (publicUrl) return publicUrl.startsWith("https:");
  const forwarded = trustedProxies > 0 ? request.headers.get("x-forwarded-proto") : null;
  if (forwarded) return forwarded.split(",").at(-1)!.trim().toLowerCase() === "https";
  return new URL(request.url).protocol === "https:";
}

/**
 * Every cookie is written Secure; over plain HTTP (a shop's own network, development) the flag is taken off
 * here, or the browser would never send the cookie back and no one could sign in.
 */
export function cookiesFollowScheme(https: (request: Request) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (https(c.req.raw)) return;
    const cookies = c.res.headers.getSetCookie();
    if (!cookies.some((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return;
    c.res.headers.delete("Set-Cookie");
    for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie.replace(/;\s*secure\s*(?=;|$)/gi, ""));
  };
}
