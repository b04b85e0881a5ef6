import { json, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FlashBanner, type FlashView } from "~/components/admin/FlashBanner";
import { roleLabelId } from "~/components/admin/filters";
import { useHydrated } from "~/components/admin/hydrated";
import { Avatar } from "~/components/admin/icons";
import { IntentForm } from "~/components/admin/IntentForm";
import { useI18n } from "~/components/i18n";
import { readFlash } from "~/flash.server";
import type { AdminMessageId } from "~/lib/admin-messages";
import { localizedPath } from "~/lib/i18n";
import { adminRoles, usersScreenRoles, type Role } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { textsFor } from "~/lib/texts.server";
import { staffLocale } from "~/locale.server";
import { requireStaff, sessionWithLocale } from "~/session.server";
import { noindexHandle } from "~/lib/seo";
import adminHref from "~/styles/admin.css";
import { adminRoutes } from "~/lib/admin-routes";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminHref }];

/** Staff pages stay out of search engines (robots.txt asks the same). */
export const handle = noindexHandle;

/** The layout guards too, but every child loader and action calls requireStaff itself (loaders run in parallel). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, role, locale, accountLocale } = await requireStaff(request, context);
  // The session follows the language saved on the account (changed elsewhere, or a session older than it):
  // this page is asked for again, so that the whole document, <html lang dir> included, speaks it.
  if ((await staffLocale(request)) !== accountLocale) {
    const url = new URL(request.url);
    throw redirect(safeRedirectPath(`${url.pathname}${url.search}`, routes.dashboard()), {
      headers: { "Set-Cookie": await sessionWithLocale(request, accountLocale) },
    });
  }
  const { flash, headers } = await readFlash(request);
  const banner: FlashView | null = flash ? { ...flash, id: crypto.randomUUID() } : null;
  return json(
    {
      me: { id: user.id, username: user.username, email: user.email, imgUrl: user.imgUrl, role },
      flash: banner,
      // The back office's texts, in the staff member's language only.
      ...textsFor(locale, "admin", "validation", "api"),
    },
    { headers },
  );
}

/** The sidebar; a section with `roles` shows only to them (SPEC 2: Users only to super admins and admins). */
const sections: { to: string; label: AdminMessageId; roles?: readonly Role[] }[] = [
  { to: routes.dashboard(), label: "nav.dashboard" },
  { to: routes.products(), label: "nav.products" },
  { to: adminRoutes.stock(), label: "stock.title" },
  { to: adminRoutes.channels(), label: "channels.title" },
  { to: routes.orders(), label: "nav.orders" },
  { to: adminRoutes.discounts(), label: "admin.discounts.title" },
  { to: routes.posts(), label: "nav.posts" },
  { to: routes.messages(), label: "nav.messages" },
  { to: routes.subscribers(), label: "nav.subscribers", roles: adminRoles },
  { to: routes.audit(), label: "nav.audit", roles: ["SUPER_ADMIN"] },
  { to: routes.shipping(), label: "nav.shipping", roles: adminRoles },
  { to: routes.users(), label: "nav.users", roles: usersScreenRoles },
  { to: routes.profile(), label: "nav.profile" },
];

/** The avatar menu is a <details>: it opens without JavaScript; JavaScript closes it on Escape, outside clicks and navigation. */
function AccountMenu({ username, imgUrl, role }: { username: string; imgUrl: string; role: Role }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location]);
  useEffect(() => {
    function close(event: Event) {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) {
        menu.open = false;
      }
    }
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return (
    <details className="admin-account" ref={ref}>
      <summary className="btn btn-light d-flex align-items-center gap-2" aria-label={t("admin.accountMenuOf", { name: username })}>
        <Avatar src={imgUrl} name={username} size={32} />
        <bdi className="d-none d-sm-inline text-truncate admin-account-name">{username}</bdi>
      </summary>
      <div className="admin-account-menu dropdown-menu show shadow">
        <p className="dropdown-header mb-0">
          <bdi>{username}</bdi>
          <br />
          <span className="small">{t(roleLabelId(role))}</span>
        </p>
        <Link className="dropdown-item" to={routes.profile()}>
          {t("nav.profile")}
        </Link>
        <Link className="dropdown-item" to={routes.products()}>
          {t("nav.products")}
        </Link>
        <hr className="dropdown-divider" />
        <IntentForm intent="logout" action={routes.logout()} buttonClassName="dropdown-item">
          {t("nav.logOut")}
        </IntentForm>
      </div>
    </details>
  );
}

export default function AdminLayout() {
  const { me, flash } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const hydrated = useHydrated();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [location.pathname]);

  return (
    <div className={`admin-shell${navOpen ? " admin-nav-open" : ""}`}>
      <a className="visually-hidden-focusable admin-skip" href="#admin-main">
        {t("admin.skipToContent")}
      </a>
      {/* Without JavaScript this checkbox opens the phone menu (CSS :checked); with it, a real button does. */}
      {hydrated ? null : <input type="checkbox" id="admin-nav-toggle" className="admin-nav-checkbox" aria-label={t("admin.menu")} />}
      <header className="admin-topbar navbar bg-body border-bottom sticky-top">
        <div className="container-fluid gap-2 flex-nowrap">
          {hydrated ? (
            <button
              type="button"
              className="btn btn-outline-dark d-lg-none admin-menu-button"
              aria-expanded={navOpen}
              aria-controls="admin-sidebar"
              onClick={() => setNavOpen((open) => !open)}
            >
              <span className="admin-burger" aria-hidden="true" /> {t("admin.menu")}
            </button>
          ) : (
            <label htmlFor="admin-nav-toggle" className="btn btn-outline-dark d-lg-none admin-menu-button mb-0">
              <span className="admin-burger" aria-hidden="true" /> {t("admin.menu")}
            </label>
          )}
          <Link className="navbar-brand fw-bold me-auto text-truncate" to={routes.dashboard()}>
            {root?.storeName}
          </Link>
          <AccountMenu username={me.username} imgUrl={me.imgUrl} role={me.role} />
        </div>
      </header>
      <div className="admin-body">
        <nav id="admin-sidebar" className="admin-sidebar" aria-labelledby="admin-sidebar-title">
          <p id="admin-sidebar-title" className="admin-sidebar-title">
            {t("admin.area")}
          </p>
          <ul className="nav flex-column">
            {sections
              .filter((s) => !s.roles || s.roles.includes(me.role))
              .map((s) => (
                <li className="nav-item" key={s.to}>
                  <NavLink className="nav-link" to={s.to} prefetch="intent">
                    {t(s.label)}
                  </NavLink>
                </li>
              ))}
            <li className="nav-item">
              <IntentForm intent="logout" action={routes.logout()} buttonClassName="nav-link btn btn-link">
                {t("nav.logout")}
              </IntentForm>
            </li>
          </ul>
        </nav>
        <div className="admin-content">
          <main id="admin-main" tabIndex={-1} className="admin-main">
            <Outlet />
          </main>
          <footer className="admin-footer">
            <span>
              © {new Date().getFullYear()} {root?.storeName} · {t("admin.footer")}
            </span>
            <Link to={localizedPath(routes.home(), locale)}>{t("nav.store")}</Link>
          </footer>
        </div>
      </div>
      <FlashBanner flash={flash} />
    </div>
  );
}
