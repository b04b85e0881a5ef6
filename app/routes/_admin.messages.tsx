import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { listOf, readListParams, withFilters } from "~/components/admin/admin.server";
import { ExportLink } from "~/components/admin/ExportLink";
import { DeviceIcon } from "~/components/admin/icons";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { metaI18n, useI18n } from "~/components/i18n";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("messages.title"), matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role } = await requireStaff(request, context);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const messages = listOf(
    await apiClient(context, token).messages.list({ limit: list.limit, offset: list.offset, sort: "newest", q: list.q }),
  );
  return json({
    messages: messages.items,
    total: messages.total,
    page: list.page,
    q: list.q,
    // Admins download the messages the search keeps (the API refuses editors too).
    exportHref: adminRoles.includes(role) ? withFilters(routes.messagesExport(), { q: list.q }) : null,
  });
}

export default function Messages() {
  const data = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  return (
    <>
      <h1 className="admin-page-title">{t("messages.title")}</h1>
      <section className="admin-card" aria-label={t("messages.title")}>
        <ListFilters searchLabel={t("list.searchBySubject")} q={data.q} />
        {data.exportHref ? <ExportLink href={data.exportHref} /> : null}
        <AdminTable
          columns={[t("col.nameEmail"), t("col.subject"), t("col.createdAt"), t("col.device")]}
          isEmpty={data.messages.length === 0}
        >
          {data.messages.map((m) => (
            <tr key={m.messageId}>
              <td>
                <bdi className="d-block fw-semibold">{m.name}</bdi>
                <a className="small" href={`mailto:${m.email}`} dir="ltr">
                  {m.email}
                </a>
              </td>
              <td className="admin-cell-clip" title={m.subject} dir="auto">
                {m.subject}
              </td>
              <td className="text-nowrap">{date(m.createAt)}</td>
              <td>
                <DeviceIcon device={m.device} />
              </td>
              <td className="text-end">
                <Link
                  className="btn btn-sm btn-outline-dark"
                  to={`${routes.message(m.messageId)}${search}`}
                  preventScrollReset
                  aria-label={t("list.moreAbout", { name: m.subject })}
                >
                  {t("action.more")}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.messages" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
      <Outlet />
    </>
  );
}
