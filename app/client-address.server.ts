import { isIP } from "node:net";

/**
 * Who the client is, for the per-client limits: the socket's address, or, behind TRUST_PROXY proxies, the
 * address the outermost trusted proxy saw. X-Forwarded-For is written by whoever sends the request, so only its
 * entries added by trusted proxies (the last ones) are believed; with no proxy trusted it is ignored entirely.
 */
export function clientAddressOf(
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const socket = plainAddress(socketAddress ?? "") || "unknown";
  if (trustedProxies < 1 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((hop) => plainAddress(hop))
    .filter(Boolean);
  const chain = [...hops, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/**
 * One spelling per address. Some proxies write the client's port too (`1.2.3.4:5678`, `[2001:db8::1]:443`):
 * each connection would then be a new client, so the port goes. IPv4 clients of a dual-stack socket arrive as
 * `::ffff:1.2.3.4`: that is the IPv4 address. IPv6 is written in its shortest lower-case form.
 */
export function plainAddress(address: string): string {
  let text = address.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  // A zone (`fe80::1%eth0`) names the machine's own interface, not the client.
  const zone = text.indexOf("%");
  if (zone >= 0 && text.includes(":")) text = text.slice(0, zone);
  if (isIP(text) !== 6) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
}

/**
 * The key a client is counted under. An IPv6 address alone is no client: one home, phone or server is given a
 * whole /64 and may take any address in it, so a script could rotate through 2^64 addresses and never meet a
 * limit. As OWASP advises and common rate limiters do, IPv6 clients are counted by their /64.
 */
export function clientKeyOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split("::");
  if (rest.length > 0) return null;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
