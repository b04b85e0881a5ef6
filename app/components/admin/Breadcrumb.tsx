import { Link } from "@remix-run/react";

/** "List › this item" above an editor screen. */
export function Breadcrumb({ parentTo, parentLabel, current }: { parentTo: string; parentLabel: string; current: string }) {
  return (
    <nav aria-label="breadcrumb">
      <ol className="breadcrumb small">
        <li className="breadcrumb-item">
          <Link to={parentTo}>{parentLabel}</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
