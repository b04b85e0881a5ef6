/**
 * Who the client is, for the per-client limits: the socket's address, or, behind TRUST_PROXY proxies, the
 * address the outermost trusted proxy saw. X-Forwarded-For is written by whoever sends the request, so only its
 * entries added by trusted proxies (the last ones) are believed; with no proxy trusted it is ignored entirely.
 */
export function clientAddressOf(forwardedFor: string | null | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  const socket = plainAddress(socketAddress ?? "") || "unknown";
  if (trustedProxies < 1 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((hop) => plainAddress(hop))
    .filter(Boolean);
  const chain = [...hops, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/** One spelling per address: IPv4 clients of a dual-stack socket arrive as `::ffff:1.2.3.4`. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}
