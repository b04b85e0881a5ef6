import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { genericError, redirectWithFlash, requireFound, requireId, searchOf } from "~/components/admin/admin.server";
import { OrderStatus, StockBadge } from "~/components/admin/icons";
import { IntentForm } from "~/components/admin/IntentForm";
import { RouteModal } from "~/components/admin/Modal";
import { Ltr, metaI18n, Money, useI18n } from "~/components/i18n";
import { formatPhone } from "~/lib/format";
import { PHONE_PREFIX } from "~/lib/states";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { sizeLabel } from "~/lib/sizes";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("orders.details"), matches);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const id = requireId(params.id);
  const order = requireFound(await apiClient(context, token).orders.single(id));
  return json({ order });
}

/** Confirm: Sending becomes Done, then the list reloads (the modal closes onto it, filters kept). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const backToList = `${routes.orders()}${searchOf(request)}`;
  const answer = await apiClient(context, token).put(`orders/confirm/${id}`);
  if (!answer.ok) {
    console.error("order confirm failed", id, answer.status, answer.error?.message);
    return redirectWithFlash(request, backToList, genericError(locale));
  }
  return redirect(backToList);
}

export default function OrderDetails() {
  const { order } = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  const closeTo = `${routes.orders()}${search}`;
  const place = order.place === "Home" || order.place === "Office" ? t(`orders.place.${order.place}`) : order.place;
  const details: [string, React.ReactNode][] = [
    [t("orders.reference"), <Ltr key="reference">{order.reference}</Ltr>],
    [t("orders.customer"), order.fullName],
    [
      t("orders.phone"),
      // A link for the confirmation call every cash-on-delivery order gets.
      <a key="phone" href={`tel:${PHONE_PREFIX}${order.telephone}`} aria-label={t("orders.call", { name: order.fullName })}>
        <Ltr>{formatPhone(order.telephone)}</Ltr>
      </a>,
    ],
    [t("orders.place"), place],
    [t("orders.street"), order.street],
    [t("orders.city"), order.city],
    [t("orders.state"), order.state],
    [t("orders.zip"), order.zip ? <Ltr key="zip">{order.zip}</Ltr> : ""],
    [t("orders.date"), date(order.createAt)],
  ];
  // The order's own figures, as it was charged: the lines, the delivery fee, what is paid.
  const figures: [label: string, amount: string, total: boolean][] = [
    [t("orders.subtotal"), order.subtotal, false],
    [t("orders.shippingFee"), order.shippingFee, false],
    [t("orders.total"), order.total, true],
  ];
  return (
    <RouteModal
      title={
        <>
          {t("orders.details")} <OrderStatus status={order.status} />
        </>
      }
      closeTo={closeTo}
      size="lg"
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={closeTo} preventScrollReset>
            {t("action.close")}
          </Link>
          {order.status ? (
            <button type="button" className="btn btn-success" disabled>
              {t("action.confirm")}
            </button>
          ) : (
            <IntentForm intent="confirm" action={`${routes.order(order.id)}${search}`} buttonClassName="btn btn-success">
              {t("action.confirm")}
            </IntentForm>
          )}
        </>
      }
    >
      <dl className="row mb-4">
        {details.map(([label, value]) => (
          <div className="col-sm-6 d-flex gap-2 mb-1" key={label}>
            <dt className="fw-semibold">{t("list.labelColon", { label })}</dt>
            <dd className="mb-0">{value ? <bdi>{value}</bdi> : "—"}</dd>
          </div>
        ))}
      </dl>
      <h3 className="h6">{t("orders.products")}</h3>
      <div className="table-responsive">
        <table className="table table-sm admin-table">
          <thead>
            <tr>
              <th scope="col">{t("col.product")}</th>
              <th scope="col">{t("size.label")}</th>
              <th scope="col">{t("orders.stock")}</th>
              <th scope="col">{t("col.quantity")}</th>
              <th scope="col">{t("col.price")}</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, i) => (
              <tr key={`${line.id ?? "gone"}-${i}`}>
                <td>
                  <div className="d-flex align-items-center gap-2">
                    {line.images[0] ? (
                      <img className="admin-thumb" src={routes.productImage(line.images[0].url)} alt="" width={40} height={40} />
                    ) : null}
                    <span>{line.name}</span>
                  </div>
                </td>
                {/* Orders placed before sizes existed have none. */}
                <td className="text-nowrap">{line.size ? sizeLabel(line.size, t) : "—"}</td>
                <td>{line.stock === null ? <span className="text-body-secondary">{t("orders.productGone")}</span> : <StockBadge quantity={line.stock} />}</td>
                <td>{line.quantity}</td>
                <td className="text-nowrap">
                  <Money amount={line.price} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {figures.map(([label, amount, total]) => (
              <tr key={label}>
                <th scope="row" colSpan={4} className={`text-end${total ? "" : " fw-normal"}`}>
                  {label}
                </th>
                <td className={`text-nowrap${total ? " fw-semibold" : ""}`}>
                  <Money amount={amount} />
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </RouteModal>
  );
}
