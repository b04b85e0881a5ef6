import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n";

/**
 * The table of every back-office list: the given column headings, a last
 * column for the row's action button (unless the rows have none), and one
 * "nothing here" row when empty.
 */
export function AdminTable({
  columns,
  isEmpty,
  empty,
  actions = true,
  children,
}: {
  columns: string[];
  isEmpty: boolean;
  /** What the empty row says; by default that nothing matches the filters. */
  empty?: string;
  actions?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="table-responsive">
      <table className="table table-hover admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t("list.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {children}
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)} className="text-center text-body-secondary py-4">
                {empty ?? t("list.empty")}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
