import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { categoryPages, type CategoryPage } from "~/lib/catalog";
import { en, say } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { Icon } from "./icons";

const groups: { id: CategoryPage["group"]; label: string }[] = [
  { id: "clothing", label: en["nav.clothing"] },
  { id: "personalCare", label: en["nav.personalCare"] },
];

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
  useCloseMenusOnNavigation(navRef);
  return (
    <header className="store-header">
      <div className="store-topbar">
        <div className="container d-flex justify-content-between gap-3">
          <span className="text-truncate">{en["store.tagline"]}</span>
          <a className="d-none d-sm-inline-flex align-items-center gap-1" href={`tel:${en["contact.phone"].replace(/\s/g, "")}`}>
            <Icon name="phone" size={14} />
            {en["contact.phone"]}
          </a>
        </div>
      </div>
      <nav className="container store-nav" aria-label={en["nav.label"]} ref={navRef}>
        <Link className="store-brand" to={routes.home()}>
          {storeName}
        </Link>
        <input
          type="checkbox"
          className="store-menu-toggle"
          id="store-menu-toggle"
          aria-label={en["nav.menu"]}
          aria-controls="store-menu"
        />
        <div className="store-menu" id="store-menu">
          <ul className="store-menu-list">
            <li>
              <NavLink className={navLinkClass} to={routes.home()}>
                {en["nav.home"]}
              </NavLink>
            </li>
            {groups.map((group) => {
              const pages = categoryPages.filter((page) => page.group === group.id);
              const current = pages.some((page) => pathname === routes.category(page.slug));
              return (
                <li key={group.id}>
                  <details className="store-dropdown">
                    <summary className={`store-nav-link${current ? " active" : ""}`}>
                      {group.label}
                      <Icon name="chevronDown" size={16} className="store-dropdown-chevron" />
                    </summary>
                    <ul className="store-dropdown-menu">
                      {pages.map((page) => (
                        <li key={page.slug}>
                          <NavLink className="store-dropdown-link" to={routes.category(page.slug)}>
                            {page.title}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            <li>
              <NavLink className={navLinkClass} to={routes.about()}>
                {en["nav.about"]}
              </NavLink>
            </li>
            <li>
              <NavLink className={navLinkClass} to={routes.contact()}>
                {en["nav.contact"]}
              </NavLink>
            </li>
          </ul>
        </div>
        <Link className="store-header-cart" to={routes.cart()} aria-label={`${en["nav.cart"]}: ${say.cartCount(cartCount)}`}>
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
