import { useI18n } from "~/components/i18n";
import type { OrderStage } from "~/lib/order-stages";

interface StatusOfOrder {
  reference: string;
  createAt: string;
  stage: OrderStage;
  carrier: string | null;
  trackingNumber: string | null;
  history?: { at: string; to: OrderStage }[];
}

/**
 * Where an order stands, as the shopper sees it on her order's page and when she tracks it: its number, when it
 * was placed, its stage with the carrier and tracking number once shipped, and the date of each step.
 */
export function OrderStatus({ order }: { order: StatusOfOrder }) {
  const { t, date } = useI18n();
  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>{t("order.number")}</dt>
          <dd>
            <bdi dir="ltr" className="fw-semibold" data-testid="order-reference">
              {order.reference}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t("order.placedOn")}</dt>
          <dd>
            <time dateTime={order.createAt}>{date(order.createAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("order.status")}</dt>
          <dd data-testid="order-status">{t(`order.stage.${order.stage}`)}</dd>
        </div>
        {order.trackingNumber || order.carrier ? (
          <div>
            <dt>{t("order.trackingNumber")}</dt>
            <dd data-testid="order-tracking">
              {order.carrier ? `${order.carrier} ` : ""}
              {order.trackingNumber ? <bdi dir="ltr">{order.trackingNumber}</bdi> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.history?.length ? (
        <section aria-labelledby="order-progress-title" className="mb-3">
          <h2 id="order-progress-title" className="h6">
            {t("order.progress")}
          </h2>
          <ol className="order-progress" data-testid="order-progress">
            {order.history.map((event) => (
              <li key={`${event.at}-${event.to}`}>
                <span className="fw-semibold">{t(`order.step.${event.to}`)}</span> <time dateTime={event.at}>{date(event.at)}</time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
