import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { auditListFilters, listOf, readListParams, withFilters } from "~/components/admin/admin.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { ExportLink } from "~/components/admin/ExportLink";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { metaI18n, useI18n } from "~/components/i18n";
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditEntry } from "~/lib/audit";
import { formatDateTime } from "~/lib/date-time";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import type { User } from "~/lib/types";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("audit.title"), matches);

/** The audit log, newest first, for super admins only (the API refuses everyone else too). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context, ["SUPER_ADMIN"]);
  const list = readListParams(request, AUDIT_PAGE_SIZE);
  const filters = auditListFilters(list);
  const api = apiClient(context, token);
  const [entries, people] = await Promise.all([
    api.request<AuditEntry[]>("GET", "audit", { query: { ...filters, limit: list.limit, offset: list.offset } }),
    api.users.list({ sort: "oldest" }),
  ]);
  const page = listOf(entries);
  return json({
    entries: page.items,
    total: page.total,
    page: list.page,
    filters,
    exportHref: withFilters(routes.auditExport(), filters),
    people: people.ok ? people.data.map((user: User) => ({ id: String(user.id), name: user.username })) : [],
  });
}

/** A value as the log keeps it, short enough for a table cell. */
function shown(value: unknown): string {
  const text = value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What changed: each field before and after; a creation or a deletion shows the record's fields once. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const { before, after } = entry;
  if (before && after) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    if (fields.length === 0) return <span className="text-body-secondary">{t("audit.noChange")}</span>;
    return (
      <ul className="list-unstyled mb-0 small audit-changes">
        {fields.map((field) => (
          <li key={field}>
            <code>{field}</code>: <bdi dir="auto">{shown(before[field])}</bdi> → <bdi dir="auto">{shown(after[field])}</bdi>
          </li>
        ))}
      </ul>
    );
  }
  const only = after ?? before;
  if (!only) return null;
  // Only a create (or an upload) made a record; a bulk write (an import, a stock count) tells what it did.
  const created = /\/(create|upload)$/.test(entry.action);
  const label = !after ? t("audit.deleted") : created ? t("audit.created") : t("audit.summary");
  const fields = Object.entries(only).slice(0, 6);
  return (
    <div className="small">
      <span className="fw-semibold">{label}</span>
      <ul className="list-unstyled mb-0 audit-changes">
        {fields.map(([field, value]) => (
          <li key={field}>
            <code>{field}</code>: <bdi dir="auto">{shown(value)}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AuditLog() {
  const data = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const kindLabel = (kind: AuditEntry["kind"]) => t(`audit.kind.${kind}`);
  return (
    <>
      <h1 className="admin-page-title">{t("audit.title")}</h1>
      <section className="admin-card" aria-label={t("audit.title")}>
        <p className="text-body-secondary">{t("audit.intro")}</p>
        <ListFilters
          select={[
            {
              name: "userId",
              label: t("audit.person"),
              options: [
                { value: "", label: t("audit.anyone") },
                ...data.people.map((person) => ({ value: person.id, label: person.name })),
              ],
              value: data.filters.userId,
            },
            {
              name: "kind",
              label: t("audit.kind"),
              options: [{ value: "", label: t("audit.anyKind") }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))],
              value: data.filters.kind,
            },
          ]}
          days={{ from: data.filters.from, to: data.filters.to }}
          searchLabel={t("audit.search")}
          q={data.filters.q}
        />
        <ExportLink href={data.exportHref} />
        <AdminTable
          columns={[t("audit.when"), t("audit.who"), t("audit.what"), t("audit.changes"), t("audit.client")]}
          isEmpty={data.entries.length === 0}
          empty={t("audit.empty")}
          actions={false}
        >
          {data.entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className="text-nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
              </td>
              <td>
                <bdi>{entry.actor}</bdi>
                <span className="d-block small text-body-secondary">{entry.role}</span>
              </td>
              <td>
                {entry.targetId ? t("audit.target", { kind: kindLabel(entry.kind), id: entry.targetId }) : kindLabel(entry.kind)}
                <code className="d-block small" dir="ltr">
                  {entry.action}
                </code>
              </td>
              <td>
                <Changes entry={entry} />
              </td>
              <td>
                <bdi dir="ltr" className="small">
                  {entry.client ?? "—"}
                </bdi>
              </td>
            </tr>
          ))}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.audit" pageSize={AUDIT_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}
