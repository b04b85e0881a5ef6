import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import {
  genericError,
  listOf,
  orderListFilters,
  readListParams,
  redirectWithFlash,
  searchOf,
  success,
  withFilters,
} from "~/components/admin/admin.server";
import { ExportLink } from "~/components/admin/ExportLink";
import { IntentForm } from "~/components/admin/IntentForm";
import { adminRoles } from "~/lib/roles";
import { orderStageOptions, orderStatusOptions, refusedBeforeToggle } from "~/components/admin/filters";
import { ExchangeBadge, OrderStatus, PartlyReturnedBadge, RefusalsBadge } from "~/components/admin/icons";
import { ListFilters } from "~/components/admin/ListFilters";
import { ORDER_CODE_FILTER_MAX } from "~/components/admin/validators";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { Ltr, metaI18n, Money, useI18n } from "~/components/i18n";
import { formatPhone } from "~/lib/format";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { SLIPS_FORM, SlipsForm } from "~/components/admin/SlipsForm";
import { textsFor } from "~/lib/texts.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("orders.title"), matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role, locale } = await requireStaff(request, context);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const filters = orderListFilters(list);
  const isAdmin = adminRoles.includes(role);
  const api = apiClient(context, token);
  const [answer, staleAnswer] = await Promise.all([
    api.orders.list({ limit: list.limit, offset: list.offset, sort: "newest", ...filters }),
    // Admins may cancel New orders never confirmed within STALE_ORDER_DAYS days.
    isAdmin ? api.get<{ days: number | null; count: number }>("orders/stale") : null,
  ]);
  const orders = listOf(answer);
  const stale = staleAnswer?.ok && staleAnswer.data.days && staleAnswer.data.count ? staleAnswer.data : null;
  return json({
    orders: orders.items,
    total: orders.total,
    page: list.page,
    ...filters,
    stale,
    // Admins download the orders these filters keep (the API refuses editors too).
    exportHref: isAdmin ? withFilters(routes.ordersExport(), filters) : null,
    // Every staff role prints the delivery slips of the orders it checks (SlipsForm).
    ...textsFor(locale, "slips"),
  });
}

/** An admin cancels every stale New order at once: their stock goes back, and each history says why. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const here = `${routes.orders()}${searchOf(request)}`;
  const answer = await apiClient(context, token).post("orders/stale/cancel");
  if (!answer.ok) {
    console.error("stale orders not cancelled", answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }
  return redirectWithFlash(request, here, success(locale, "orders.staleCancelled"));
}

export default function Orders() {
  const data = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  return (
    <>
      <h1 className="admin-page-title">{t("orders.title")}</h1>
      {data.stale ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">{t("orders.stale", { count: data.stale.count, days: data.stale.days ?? 0 })}</span>
          <IntentForm intent="cancel-stale" buttonClassName="btn btn-sm btn-outline-dark">
            {t("orders.cancelStale")}
          </IntentForm>
        </div>
      ) : null}
      <section className="admin-card" aria-label={t("orders.title")}>
        <ListFilters
          select={[
            { name: "status", label: t("list.status"), options: orderStatusOptions(t), value: data.status },
            { name: "stage", label: t("list.stage"), options: orderStageOptions(t), value: data.stage },
          ]}
          toggle={refusedBeforeToggle(t, data.refusedBefore)}
          days={{ from: data.from, to: data.to }}
          texts={[
            { name: "code", label: t("orders.discountCode"), value: data.code, maxLength: ORDER_CODE_FILTER_MAX, ltr: true, size: 12 },
          ]}
          searchLabel={t("list.searchOrders")}
          q={data.q}
        />
        {data.exportHref ? <ExportLink href={data.exportHref} /> : null}
        <SlipsForm />
        <AdminTable
          columns={[
            t("slips.selectColumn"),
            t("col.name"),
            t("col.telephone"),
            t("col.status"),
            t("col.stage"),
            t("col.total"),
            t("col.sendAt"),
          ]}
          isEmpty={data.orders.length === 0}
        >
          {data.orders.map((order) => (
            <tr key={order.id}>
              <td>
                <input
                  type="checkbox"
                  className="form-check-input"
                  name="ids"
                  value={order.id}
                  form={SLIPS_FORM}
                  aria-label={t("slips.select", { name: order.fullName })}
                />
              </td>
              <td>
                <bdi>{order.fullName}</bdi>
              </td>
              <td className="text-nowrap">
                <Ltr>{formatPhone(order.telephone)}</Ltr>
                {/* A number that refused parcels at the door before: worth a careful confirmation call. */}
                {order.refusals ? (
                  <div className="mt-1">
                    <RefusalsBadge count={order.refusals} />
                  </div>
                ) : null}
              </td>
              <td>
                <OrderStatus status={order.status} />
              </td>
              <td>
                {t(`stage.${order.stage}`)}
                {/* After delivery (docs/decisions/058): pieces coming back, or an exchange's own parcel. */}
                {order.partlyReturned || order.exchange ? (
                  <div className="mt-1 d-flex flex-wrap gap-1">
                    {order.partlyReturned ? <PartlyReturnedBadge /> : null}
                    {order.exchange ? <ExchangeBadge /> : null}
                  </div>
                ) : null}
              </td>
              <td className="text-nowrap">
                <Money amount={order.total} />
              </td>
              <td className="text-nowrap">{date(order.createAt)}</td>
              <td className="text-end">
                <Link
                  className="btn btn-sm btn-outline-dark"
                  to={`${routes.order(order.id)}${search}`}
                  preventScrollReset
                  aria-label={t("list.moreAbout", { name: order.fullName })}
                >
                  {t("action.more")}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.orders" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
      <Outlet />
    </>
  );
}
