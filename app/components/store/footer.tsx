import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { categoryPages, typeLabelId, type CategoryPage } from "~/lib/catalog";
import { useI18n } from "~/components/i18n";
import type { TextId } from "~/lib/text-ids";
import { routes } from "~/lib/routes";
import { Icon } from "./icons";

/** The query flag that shows the newsletter's thanks, on the page the address was sent from. */
export const SUBSCRIBED_FLAG = "newsletter";
export const SUBSCRIBED_VALUE = "subscribed";

/**
 * The newsletter: a plain POST form to the newsletter page's action, which stores the address and comes back
 * to this page with the thanks (or shows what to fix). It needs no JavaScript, so it costs the pages none.
 */
function Newsletter({ storeName }: { storeName: string }) {
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const subscribed = searchParams.get(SUBSCRIBED_FLAG) === SUBSCRIBED_VALUE;
  const { t, path } = useI18n();
  return (
    <section className="store-newsletter" id="newsletter" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="row align-items-center g-3">
          <div className="col-lg-6">
            <h2 id="newsletter-title" className="h4 mb-1">
              {t("newsletter.title")}
            </h2>
            <p className="mb-0 text-body-secondary">{t("newsletter.text")}</p>
          </div>
          <div className="col-lg-6">
            <form method="post" action={path(routes.newsletter())} className="store-newsletter-form">
              <input type="hidden" name="back" value={`${pathname}${search}`} />
              <label htmlFor="newsletter-email" className="visually-hidden">
                {t("newsletter.email")}
              </label>
              <div className="input-group">
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  className="form-control"
                  placeholder={t("newsletter.email")}
                  autoComplete="email"
                  required
                />
                <button type="submit" className="btn btn-dark px-4">
                  {t("newsletter.subscribe")}
                </button>
              </div>
              <div className="form-check small mt-2">
                <input className="form-check-input" type="checkbox" name="consent" value="yes" id="newsletter-consent" required />
                <label className="form-check-label" htmlFor="newsletter-consent">
                  {t("newsletter.consent", { store: storeName })}
                </label>
              </div>
              <div role="status" className="store-newsletter-thanks">
                {subscribed ? (
                  <span className="d-inline-flex align-items-center gap-2">
                    <Icon name="check" size={16} />
                    {t("newsletter.thanks")}
                  </span>
                ) : null}
              </div>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}

export function StoreFooter({ storeName }: { storeName: string }) {
  const { t, path } = useI18n();
  return (
    <footer className="store-footer">
      <Newsletter storeName={storeName} />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <p className="store-brand store-brand-footer mb-2">{storeName}</p>
            <p className="text-body-secondary mb-0">{t("footer.about")}</p>
          </div>
          <CategoryLinks headingId="footer-clothing" heading="nav.clothing" group="clothing" />
          <CategoryLinks headingId="footer-care" heading="nav.personalCare" group="personalCare" />
          <div className="col-12 col-lg-4">
            <h2 className="store-footer-title">{t("footer.help")}</h2>
            <ul className="list-unstyled store-footer-links">
              <li>
                <Link to={path(routes.about())}>{t("nav.about")}</Link>
              </li>
              <li>
                <Link to={path(routes.contact())}>{t("nav.contact")}</Link>
              </li>
              <li>
                <Link to={path(routes.cart())}>{t("page.cart")}</Link>
              </li>
              <li>
                <Link to={path(routes.track())}>{t("footer.track")}</Link>
              </li>
              <li className="d-flex align-items-start gap-2 text-body-secondary">
                <Icon name="mapPin" size={18} className="flex-shrink-0 mt-1" />
                {t("contact.address")}
              </li>
            </ul>
          </div>
        </div>
        <p className="store-copyright">
          {t("footer.copyright", { year: new Date().getFullYear(), store: storeName })} {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}

export function FloatingCart({ count }: { count: number }) {
  const { t, path } = useI18n();
  return (
    <Link className="store-floating-cart" to={path(routes.cart())} aria-label={`${t("nav.openCart")}: ${t("cart.count", { count })}`}>
      <Icon name="bag" size={24} />
      {count > 0 ? (
        <span className="store-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function CategoryLinks({ headingId, heading, group }: { headingId: string; heading: TextId; group: CategoryPage["group"] }) {
  const { t, path } = useI18n();
  return (
    <nav className="col-6 col-lg-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-footer-title">
        {t(heading)}
      </h2>
      <ul className="list-unstyled store-footer-links">
        {categoryPages
          .filter((page) => page.group === group)
          .map((page) => (
            <li key={page.slug}>
              <Link to={path(routes.category(page.slug))}>{t(typeLabelId(page.type))}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
