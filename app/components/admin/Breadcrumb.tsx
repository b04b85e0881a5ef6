import { Link } from "@remix-run/react";
import { useI18n } from "~/components/i18n";

/** "List › this item" above an editor screen. */
export function Breadcrumb({ parentTo, parentLabel, current }: { parentTo: string; parentLabel: string; current: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("nav.breadcrumb")}>
      <ol className="breadcrumb small">
        <li className="breadcrumb-item">
          <Link to={parentTo}>{parentLabel}</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page">
          <bdi>{current}</bdi>
        </li>
      </ol>
    </nav>
  );
}
