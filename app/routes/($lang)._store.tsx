import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { redirect, shopperLists, storeLocale } from "~/components/store/pages.server";
import { FloatingCart, StoreFooter } from "~/components/store/footer";
import { StoreHeader } from "~/components/store/header";
import { mirrorToStorage } from "~/lib/cart";
import { useI18n } from "~/components/i18n";
import { routes } from "~/lib/routes";
import { DEFAULT_STORE_NAME } from "~/lib/seo";
import storeHref from "~/styles/store.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storeHref }];

export function loader({ request, params }: LoaderFunctionArgs) {
  if (storeLocale(params) === null) {
    // `/en/…` is the English page, which lives at SPEC's path; any other first segment is no page.
    const url = new URL(request.url);
    if (params.lang === "en") throw redirect(`${url.pathname.replace(/^\/en(?=\/|$)/, "") || "/"}${url.search}`, 301);
    throw redirect(routes.pageNotFound());
  }
  return shopperLists(request);
}

/** Hides what only works with JavaScript (the quantity buttons, for example) when it is off. */
const noScriptStyle = ".needs-js{display:none!important}";

/** The public layout: header, page, newsletter and footer, and the floating cart button. */
export default function StoreLayout() {
  const lists = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const storeName = root?.storeName ?? DEFAULT_STORE_NAME;
  // Asked of the matched route, not the URL, so `/cart/` and any other spelling count too.
  const onCartPage = useMatches().some((match) => match.id === "routes/($lang)._store.cart");
  // The badge counts products, like the cart heading "Shopping Cart (N)".
  const count = lists.cart.length;

  // ARCHITECTURE decision 6: the cookies are the truth; localStorage mirrors them when JavaScript runs.
  useEffect(() => {
    try {
      mirrorToStorage(window.localStorage, lists);
    } catch {
      // Private modes may refuse storage; the cookies still carry the lists.
    }
  }, [lists]);

  return (
    <div className="store">
      <noscript>
        <style>{noScriptStyle}</style>
      </noscript>
      <a className="visually-hidden-focusable store-skip" href="#main">
        {t("store.skipToContent")}
      </a>
      <StoreHeader storeName={storeName} cartCount={count} />
      <main id="main" tabIndex={-1} className="store-main">
        <Outlet />
      </main>
      <StoreFooter storeName={storeName} />
      {onCartPage ? null : <FloatingCart count={count} />}
    </div>
  );
}
