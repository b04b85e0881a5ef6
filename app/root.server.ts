/**
 * Everything the root loader needs of the server, in one module: each `.server` module a route imports
 * becomes an empty chunk of its own in the browser build, about 0.1 KB on every page.
 */
export { siteUrlOf, storeCurrencyOf, storeNameOf } from "~/lib/seo.server";
export { requestLocale } from "~/locale.server";
export { textsFor } from "~/lib/texts.server";
