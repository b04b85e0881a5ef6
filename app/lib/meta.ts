interface MatchLike {
  id: string;
  data: unknown;
}

export const DEFAULT_STORE_NAME = "Yasmine";

export function storeNameFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { storeName?: string } | undefined;
  return root?.storeName ?? DEFAULT_STORE_NAME;
}

/** SPEC 1: every document title is the page title, a vertical bar, then the store name. */
export function documentTitle(pageTitle: string, storeName: string = DEFAULT_STORE_NAME): string {
  return `${pageTitle} | ${storeName}`;
}

export function metaTitle(pageTitle: string, matches: MatchLike[]) {
  return [{ title: documentTitle(pageTitle, storeNameFrom(matches)) }];
}
