import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useI18n } from "~/components/i18n";
import { categoryPages, typeLabelId, type CategoryPage } from "~/lib/catalog";
import { LOCALES, localeInfo, switchLocalePath } from "~/lib/i18n";
import type { TextId } from "~/lib/text-ids";
import { routes } from "~/lib/routes";
import { Icon } from "./icons";

const groups: { id: CategoryPage["group"]; label: TextId }[] = [
  { id: "clothing", label: "nav.clothing" },
  { id: "personalCare", label: "nav.personalCare" },
];

/**
 * Links to this same page, with the same query, in the other languages. Plain links (a full page load):
 * the new page comes with its own direction and stylesheet, and the choice is remembered for `/`.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <ul className={`store-languages ${className}`} aria-label={t("language.label")}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <li key={other}>
          <a
            href={routes.language(switchLocalePath(`${pathname}${search}`, other))}
            hrefLang={other}
            lang={other}
            dir={localeInfo[other].dir}
            title={t("language.switchTo", { language: localeInfo[other].label })}
          >
            {localeInfo[other].label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The store's search: a GET form to the search page in the page's language, so it works without JavaScript.
 * The header's one sits beside the menu on wide screens and opens with the phone menu on small ones (store.css).
 */
function SearchBox({ className }: { className: string }) {
  const { t, path } = useI18n();
  const label = t("search.label");
  return (
    <Form action={path(routes.search())} role="search" className={`store-search ${className}`}>
      <input type="search" name="q" placeholder={label} aria-label={label} />
      <button type="submit" aria-label={t("search.button")} />
    </Form>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `store-nav-link${isActive ? " active" : ""}`;
}

/**
 * The dropdowns are <details> and the phone menu is a checkbox, so both open
 * by keyboard and without JavaScript. With JavaScript they also close on
 * navigation, on Escape and on a click elsewhere.
 */
function useCloseMenusOnNavigation(navRef: React.RefObject<HTMLElement>) {
  const location = useLocation();
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    nav.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
    const toggle = nav.querySelector<HTMLInputElement>(".store-menu-toggle");
    if (toggle) toggle.checked = false;
  }, [location.key, navRef]);

  useEffect(() => {
    function closeOthers(event: PointerEvent) {
      navRef.current?.querySelectorAll("details[open]").forEach((d) => {
        if (!d.contains(event.target as Node)) d.removeAttribute("open");
      });
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const open = navRef.current?.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    }
    document.addEventListener("pointerdown", closeOthers);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOthers);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [navRef]);
}

export function StoreHeader({ storeName, cartCount }: { storeName: string; cartCount: number }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { t, path } = useI18n();
  useCloseMenusOnNavigation(navRef);
  const phone = t("contact.phone");
  return (
    <header className="store-header">
      <div className="store-topbar">
        <div className="container d-flex justify-content-between gap-3">
          <span className="text-truncate">{t("store.tagline")}</span>
          <div className="d-flex align-items-center gap-3">
            <a className="d-none d-sm-inline-flex align-items-center gap-1" href={`tel:${phone.replace(/\s/g, "")}`}>
              <Icon name="phone" size={14} />
              <bdi dir="ltr">{phone}</bdi>
            </a>
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <nav className="container store-nav" aria-label={t("nav.label")} ref={navRef}>
        <Link className="store-brand" to={path(routes.home())}>
          {storeName}
        </Link>
        <input type="checkbox" className="store-menu-toggle" id="store-menu-toggle" aria-label={t("nav.menu")} aria-controls="store-menu" />
        <SearchBox className="store-search-bar" />
        <div className="store-menu" id="store-menu">
          <ul className="store-menu-list">
            <li>
              <NavLink className={navLinkClass} to={path(routes.home())}>
                {t("nav.home")}
              </NavLink>
            </li>
            {groups.map((group) => {
              const pages = categoryPages.filter((page) => page.group === group.id);
              const current = pages.some((page) => pathname === path(routes.category(page.slug)));
              return (
                <li key={group.id}>
                  <details className="store-dropdown">
                    <summary className={`store-nav-link${current ? " active" : ""}`}>
                      {t(group.label)}
                      <Icon name="chevronDown" size={16} className="store-dropdown-chevron" />
                    </summary>
                    <ul className="store-dropdown-menu">
                      {pages.map((page) => (
                        <li key={page.slug}>
                          <NavLink className="store-dropdown-link" to={path(routes.category(page.slug))}>
                            {t(typeLabelId(page.type))}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            <li>
              <NavLink className={navLinkClass} to={path(routes.about())}>
                {t("nav.about")}
              </NavLink>
            </li>
            <li>
              <NavLink className={navLinkClass} to={path(routes.contact())}>
                {t("nav.contact")}
              </NavLink>
            </li>
            <li className="store-menu-languages">
              <LanguageSwitch />
            </li>
          </ul>
        </div>
        <Link
          className="store-header-cart"
          to={path(routes.cart())}
          aria-label={`${t("nav.cart")}: ${t("cart.count", { count: cartCount })}`}
        >
          <Icon name="bag" size={22} />
          {cartCount > 0 ? (
            <span className="store-count" aria-hidden="true">
              {cartCount}
            </span>
          ) : null}
        </Link>
      </nav>
    </header>
  );
}
