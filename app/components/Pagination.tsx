import { Link, useLocation } from "@remix-run/react";
import { useI18n } from "~/components/i18n";

/** Page numbers to show: all of them when few, else the ends and a window around the current page. */
export function pageWindow(current: number, pages: number, radius = 2): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) result.push("gap");
    result.push(p);
  });
  return result;
}

/**
 * Numbered page links that keep every other parameter of the URL (filters, search), and its path: a
 * storefront page stays in its language. "Previous" and "Next" are words, so they need no flipping in a
 * right-to-left page.
 */
export function Pagination({ total, pageSize, page }: { total: number; pageSize: number; page: number }) {
  const location = useLocation();
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label={t("list.pagination")}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? " disabled" : ""}`}>
          {page <= 1 ? (
            <span className="page-link">{t("list.previous")}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page - 1)} preventScrollReset>
              {t("list.previous")}
            </Link>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === "gap" ? (
            <li className="page-item disabled" key={`gap-${i}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li className={`page-item${p === page ? " active" : ""}`} key={p}>
              <Link
                className="page-link"
                to={hrefFor(p)}
                aria-label={t("list.page", { number: p })}
                aria-current={p === page ? "page" : undefined}
                preventScrollReset
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page >= pages ? " disabled" : ""}`}>
          {page >= pages ? (
            <span className="page-link">{t("list.next")}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)} preventScrollReset>
              {t("list.next")}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
