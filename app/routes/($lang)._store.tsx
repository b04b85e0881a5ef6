import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { cartCountOf, redirect, storeLocale } from "~/components/store/pages.server";
import { FloatingCart, StoreFooter } from "~/components/store/footer";
import { StoreHeader } from "~/components/store/header";
import { useI18n } from "~/components/i18n";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { DEFAULT_STORE_NAME } from "~/lib/seo";
import storeHref from "~/styles/store.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storeHref }];

export function loader({ request, params }: LoaderFunctionArgs) {
  if (storeLocale(params) === null) {
    // `/en/…` is the English page, which lives at SPEC's path; any other first segment is no page.
    const url = new URL(request.url);
    if (params.lang === "en") {
      const english = `${url.pathname.replace(/^\/en(?=\/|$)/, "") || "/"}${url.search}`;
      throw redirect(safeRedirectPath(english, routes.home()), 301);
    }
    throw redirect(routes.pageNotFound());
  }
  // The count only: every shopper with as many lines shares the page, and it carries nobody's cart.
  return { cartCount: cartCountOf(request.headers.get("Cookie")) };
}

/** Hides what only works with JavaScript (the quantity buttons, for example) when it is off. */
const noScriptStyle = ".needs-js{display:none!important}";

/** The public layout: header, page, newsletter and footer, and the floating cart button. */
export default function StoreLayout() {
  const header = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const storeName = root?.storeName ?? DEFAULT_STORE_NAME;
  // Asked of the matched route, not the URL, so `/cart/` and any other spelling count too.
  const onCartPage = useMatches().some((match) => match.id === "routes/($lang)._store.cart");
  // The badge counts products, like the cart heading "Shopping Cart (N)".
  const count = header.cartCount;

  // ARCHITECTURE decision 6: the cookies are the truth; localStorage mirrors them when JavaScript runs. They are
  // read here, in the browser, because the page (shared by every shopper with as many lines) does not carry them.
  // The loader runs again after every action, the only way the lists change, and that runs this again.
  // Loaded after the page: the cookie reader is no part of what a shopper waits for on the first load.
  useEffect(() => {
    void import("~/lib/cart").then(({ anySize, mirrorToStorage, readShopperLists }) => {
      try {
        mirrorToStorage(window.localStorage, readShopperLists(document.cookie, anySize));
      } catch {
        // Private modes may refuse storage; the cookies still carry the lists.
      }
    });
  }, [header]);

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
