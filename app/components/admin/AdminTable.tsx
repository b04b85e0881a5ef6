import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n";

/**
 * The table of every back-office list: the given column headings, a last
 * column for the row's action button, and one "nothing here" row when empty.
 */
export function AdminTable({ columns, isEmpty, children }: { columns: string[]; isEmpty: boolean; children: ReactNode }) {
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
            <th scope="col">
              <span className="visually-hidden">{t("list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {children}
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length + 1} className="text-center text-body-secondary py-4">
                {t("list.empty")}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
