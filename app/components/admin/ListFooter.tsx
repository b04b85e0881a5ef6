import { Pagination } from "~/components/Pagination";
import { useI18n } from "~/components/i18n";

/** The sentences under each back-office list: one per list, so that each language can write its own plurals. */
export type ListTotalId =
  | "list.total.products"
  | "list.total.orders"
  | "list.total.posts"
  | "list.total.messages"
  | "list.total.users"
  | "list.total.subscribers"
  | "list.total.audit"
  | "list.total.feedProblems";

/** "There is N Products." (SPEC's English; plural forms in French and Arabic) and the page links, under every list. */
export function AdminListFooter({
  total,
  totalId,
  pageSize,
  page,
}: {
  total: number;
  totalId: ListTotalId;
  pageSize: number;
  page: number;
}) {
  const { t } = useI18n();
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 pt-3">
      <p className="mb-0 text-body-secondary" data-testid="list-total">
        {t(totalId, { count: total })}
      </p>
      <Pagination total={total} pageSize={pageSize} page={page} />
    </div>
  );
}
