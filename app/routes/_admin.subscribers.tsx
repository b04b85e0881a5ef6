import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { listOf, readListParams } from "~/components/admin/admin.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { ExportLink } from "~/components/admin/ExportLink";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { metaI18n, useI18n } from "~/components/i18n";
import { isLocale, localeInfo } from "~/lib/i18n";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("subscribers.title"), matches);

/** The newsletter's subscribers, newest first, for admins (the API refuses editors too). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context, adminRoles);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const subscribers = listOf(await apiClient(context, token).newsletter.list({ limit: list.limit, offset: list.offset, sort: "newest" }));
  return json({ subscribers: subscribers.items, total: subscribers.total, page: list.page });
}

export default function Subscribers() {
  const data = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  return (
    <>
      <h1 className="admin-page-title">{t("subscribers.title")}</h1>
      <section className="admin-card" aria-label={t("subscribers.title")}>
        <ExportLink href={routes.subscribersExport()} />
        <AdminTable
          columns={[t("col.email"), t("col.language"), t("col.subscribedAt")]}
          isEmpty={data.subscribers.length === 0}
          empty={t("subscribers.empty")}
          actions={false}
        >
          {data.subscribers.map((subscriber) => (
            <tr key={subscriber.email}>
              <td>
                <bdi dir="ltr">{subscriber.email}</bdi>
              </td>
              {/* Each language by its own name, in its own script. */}
              <td lang={subscriber.locale}>{isLocale(subscriber.locale) ? localeInfo[subscriber.locale].label : subscriber.locale}</td>
              <td className="text-nowrap">{date(subscriber.createAt)}</td>
            </tr>
          ))}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.subscribers" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}
