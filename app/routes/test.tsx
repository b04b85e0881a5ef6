import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { Icon, iconNames } from "~/components/store/icons";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import storeHref from "~/styles/store.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storeHref }];

export const meta: MetaFunction = ({ matches, location }) => metaTitle(metaI18n(matches, location.pathname).t("page.icons"), matches);

/** A demo of the icons, not a page for shoppers. */
export const handle = noindexHandle;

/** The icon demo page (SPEC 2: /test). */
export default function IconDemo() {
  const { t, path } = useI18n();
  return (
    <main className="container store-section">
      <h1 className="section-title">{t("icons.heading")}</h1>
      <p className="text-body-secondary">{t("icons.text")}</p>
      <ul className="icon-demo list-unstyled">
        {iconNames.map((name) => (
          <li key={name}>
            <Icon name={name} size={28} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <Link className="btn btn-dark store-btn" to={path(routes.home())}>
        {t("notFound.back")}
      </Link>
    </main>
  );
}
