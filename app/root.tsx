import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { ImagePreloads } from "~/components/image-preloads";
import { useI18n } from "~/components/i18n";
import appHref from "~/styles/app.css";
import appRtlHref from "~/styles/app.rtl.css";
import { DEFAULT_LOCALE, localeInfo } from "~/lib/i18n";
import { DEFAULT_STORE_NAME, documentTitle, robotsDirectiveOf } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { requestLocale, siteUrlOf, storeCurrencyOf, storeNameOf, textsFor } from "~/root.server";
import type { TextId } from "~/lib/text-ids";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const storeName = storeNameOf(context);
  // The nonce of this render, so hydration's scripts match the page's Content-Security-Policy.
  const cspNonce = (context as { cspNonce?: string }).cspNonce ?? "";
  // Canonical, Open Graph and JSON-LD URLs are absolute.
  const siteUrl = siteUrlOf(context, request);
  const locale = await requestLocale(request);
  return { storeName, locale, currency: storeCurrencyOf(context), cspNonce, siteUrl, ...textsFor(locale, "store") };
}

/** English texts of the error page, for the rare error that comes before the root loader could send any. */
const fallbackTexts = {
  "notFound.title": "404",
  "notFound.text": "Sorry, we couldn't find this page",
  "notFound.back": "Back to homepage",
  "unavailable.title": "Temporarily unavailable",
  "unavailable.text": "The store is temporarily unavailable. Please try again in a moment.",
  "error.title": "Something went wrong",
  "error.forbidden": "You are not allowed to see this page.",
  "error.unexpected": "An unexpected error happened. Please try again.",
} satisfies Partial<Record<TextId, string>>;

function Document({ children, title }: { children: React.ReactNode; title?: string }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const { dir } = localeInfo[locale];
  const robots = robotsDirectiveOf(useMatches());
  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {title ? <title>{title}</title> : null}
        {robots ? <meta name="robots" content={robots} /> : null}
        <Meta />
        {/* Bootstrap's right-to-left build for Arabic; the store's own rules are written with logical properties. */}
        <link rel="stylesheet" href={dir === "rtl" ? appRtlHref : appHref} />
        <Links />
        <ImagePreloads />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  // Marks the page once React answers its events, so a test (or a tool) waits for that instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

/** One boundary for the whole app, with a handler per status. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const i18n = useI18n();
  const say = (id: keyof typeof fallbackTexts) => (data?.texts ? i18n.t(id) : fallbackTexts[id]);
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  const heading = status === 404 ? say("notFound.title") : unavailable ? say("unavailable.title") : say("error.title");
  const text =
    status === 404
      ? say("notFound.text")
      : unavailable
        ? say("unavailable.text")
        : status === 403
          ? say("error.forbidden")
          : say("error.unexpected");
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Document title={documentTitle(heading, storeName)}>
      <main className="container py-5 text-center error-page">
        <p className="display-1 fw-bold text-body-tertiary mb-0">{status}</p>
        <h1 className="h3 mb-3">{heading}</h1>
        <p className="text-body-secondary mb-4">{text}</p>
        <Link className="btn btn-dark" to={i18n.path(routes.home())} reloadDocument>
          {say("notFound.back")}
        </Link>
      </main>
    </Document>
  );
}
