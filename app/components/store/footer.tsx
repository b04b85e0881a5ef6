import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { categoryPages, typeLabelId, type CategoryPage } from "~/lib/catalog";
import { useI18n } from "~/components/i18n";
import type { TextId } from "~/lib/text-ids";
import { routes } from "~/lib/routes";
import { Icon } from "./icons";

/** The query flag that shows the newsletter thanks when JavaScript is off. */
const SUBSCRIBED_FLAG = "newsletter";
const SUBSCRIBED_VALUE = "subscribed";

/**
 * SPEC 2: Subscribe makes no call. The e-mail field has no name, so the address
 * never leaves the browser; without JavaScript the form only reloads the page
 * with a flag that shows the thanks.
 */
function Newsletter() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [subscribedHere, setSubscribedHere] = useState(false);
  const subscribed = subscribedHere || searchParams.get(SUBSCRIBED_FLAG) === SUBSCRIBED_VALUE;
  const { t } = useI18n();
  return (
    <section className="store-newsletter" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="row align-items-center g-3">
          <div className="col-lg-6">
            <h2 id="newsletter-title" className="h4 mb-1">
              {t("newsletter.title")}
            </h2>
            <p className="mb-0 text-body-secondary">{t("newsletter.text")}</p>
          </div>
          <div className="col-lg-6">
            <form
              method="get"
              action={pathname}
              className="store-newsletter-form"
              onSubmit={(event) => {
                event.preventDefault();
                event.currentTarget.reset();
                setSubscribedHere(true);
              }}
            >
              <input type="hidden" name={SUBSCRIBED_FLAG} value={SUBSCRIBED_VALUE} />
              <label htmlFor="newsletter-email" className="visually-hidden">
                {t("newsletter.email")}
              </label>
              <div className="input-group">
                <input
                  id="newsletter-email"
                  type="email"
                  className="form-control"
                  placeholder={t("newsletter.email")}
                  autoComplete="email"
                  required
                />
                <button type="submit" className="btn btn-dark px-4">
                  {t("newsletter.subscribe")}
                </button>
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
      <Newsletter />
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
