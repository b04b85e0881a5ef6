/** What a request accepts and already holds: shared by the HTML cache and the static files. */

export type Encoding = "br" | "gzip" | "identity";

/** The encoding to send among those on offer: brotli, then gzip, as the request accepts them (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | null | undefined, offered: readonly Encoding[] = ["br", "gzip"]): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = item.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br") && offered.includes("br")) return "br";
  if (accepted.has("gzip") && offered.includes("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match compares weakly: a W/ copy of the tag matches too. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}
