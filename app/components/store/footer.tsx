import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { categoryPages, type CategoryPage } from "~/lib/catalog";
import { en, say } from "~/lib/messages";
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
  return (
    <section className="store-newsletter" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="row align-items-center g-3">
          <div className="col-lg-6">
            <h2 id="newsletter-title" className="h4 mb-1">
              {en["newsletter.title"]}
            </h2>
            <p className="mb-0 text-body-secondary">{en["newsletter.text"]}</p>
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
                {en["newsletter.email"]}
              </label>
              <div className="input-group">
                <input
                  id="newsletter-email"
                  type="email"
                  className="form-control"
                  placeholder={en["newsletter.email"]}
                  autoComplete="email"
                  required
                />
                <button type="submit" className="btn btn-dark px-4">
                  {en["newsletter.subscribe"]}
                </button>
              </div>
              <div role="status" className="store-newsletter-thanks">
                {subscribed ? (
                  <span className="d-inline-flex align-items-center gap-2">
                    <Icon name="check" size={16} />
                    {en["newsletter.thanks"]}
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
  return (
    <footer className="store-footer">
      <Newsletter />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <p className="store-brand store-brand-footer mb-2">{storeName}</p>
            <p className="text-body-secondary mb-0">{en["footer.about"]}</p>
          </div>
          <CategoryLinks headingId="footer-clothing" heading={en["nav.clothing"]} group="clothing" />
          <CategoryLinks headingId="footer-care" heading={en["nav.personalCare"]} group="personalCare" />
          <div className="col-12 col-lg-4">
            <h2 className="store-footer-title">{en["footer.help"]}</h2>
            <ul className="list-unstyled store-footer-links">
              <li>
                <Link to={routes.about()}>{en["nav.about"]}</Link>
              </li>
              <li>
                <Link to={routes.contact()}>{en["nav.contact"]}</Link>
              </li>
              <li>
                <Link to={routes.cart()}>{en["page.cart"]}</Link>
              </li>
              <li className="d-flex align-items-start gap-2 text-body-secondary">
                <Icon name="mapPin" size={18} className="flex-shrink-0 mt-1" />
                {en["contact.address"]}
              </li>
            </ul>
          </div>
        </div>
        <p className="store-copyright">
          {say.copyright(new Date().getFullYear(), storeName)} {en["footer.rights"]}
        </p>
      </div>
    </footer>
  );
}

export function FloatingCart({ count }: { count: number }) {
  return (
    <Link className="store-floating-cart" to={routes.cart()} aria-label={`${en["nav.openCart"]}: ${say.cartCount(count)}`}>
      <Icon name="bag" size={24} />
      {count > 0 ? (
        <span className="store-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function CategoryLinks({ headingId, heading, group }: { headingId: string; heading: string; group: CategoryPage["group"] }) {
  return (
    <nav className="col-6 col-lg-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-footer-title">
        {heading}
      </h2>
      <ul className="list-unstyled store-footer-links">
        {categoryPages
          .filter((page) => page.group === group)
          .map((page) => (
            <li key={page.slug}>
              <Link to={routes.category(page.slug)}>{page.title}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
