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
import { ImagePreloads } from "~/components/image-preloads";
import appHref from "~/styles/app.css";
import { defaultLocale, en, locales } from "~/lib/messages";
import { documentTitle, DEFAULT_STORE_NAME } from "~/lib/meta";
import { routes } from "~/lib/routes";
import { robotsDirectiveOf } from "~/lib/seo";
import { siteUrlOf, storeNameOf } from "~/lib/seo.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const storeName = storeNameOf(context);
  // The nonce of this render, so hydration's scripts match the page's Content-Security-Policy.
  const cspNonce = (context as { cspNonce?: string }).cspNonce ?? "";
  // Canonical, Open Graph and JSON-LD URLs are absolute.
  const siteUrl = siteUrlOf(context, request);
  return { storeName, locale: defaultLocale, cspNonce, siteUrl };
}

function Document({ children, title }: { children: React.ReactNode; title?: string }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = locales[data?.locale ?? defaultLocale];
  const robots = robotsDirectiveOf(useMatches());
  return (
    <html lang={data?.locale ?? defaultLocale} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {title ? <title>{title}</title> : null}
        {robots ? <meta name="robots" content={robots} /> : null}
        <Meta />
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
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  const heading = status === 404 ? en["notFound.title"] : unavailable ? en["unavailable.title"] : "Something went wrong";
  const text =
    status === 404
      ? en["notFound.text"]
      : unavailable
        ? en["unavailable.text"]
        : status === 403
          ? "You are not allowed to see this page."
          : "An unexpected error happened. Please try again.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Document title={documentTitle(heading, storeName)}>
      <main className="container py-5 text-center error-page">
        <p className="display-1 fw-bold text-body-tertiary mb-0">{status}</p>
        <h1 className="h3 mb-3">{heading}</h1>
        <p className="text-body-secondary mb-4">{text}</p>
        <Link className="btn btn-dark" to={routes.home()}>
          {en["notFound.back"]}
        </Link>
      </main>
    </Document>
  );
}
