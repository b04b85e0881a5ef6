import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { metaI18n, Money, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { Icon } from "~/components/store/icons";
import { OrderStatus } from "~/components/store/order-status";
import { apiClient, multiplyAmount, pageLocale, shopperInvoiceLinks, storeCurrencyOf, textsFor } from "~/components/store/pages.server";
import { colorNameIn } from "~/lib/colors";
import { localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { sizeLabel, ONE_SIZE } from "~/lib/sizes";
import { PHONE_PREFIX } from "~/lib/states";
import type { TextId } from "~/lib/text-ids";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return metaTitle(data ? t("order.title", { reference: data.order.reference }) : t("notFound.title"), matches);
};

/** A shopper's own order: never listed by search engines, never shared by the HTML cache (it is not on its list). */
export const handle = noindexHandle;

/**
 * The shopper's page of her order (`/order/{reference}`): what she ordered with its colours and sizes, the
 * subtotal, the delivery fee and the total, where it goes and where it stands. The reference is the key: it cannot
 * be guessed, unlike the order's id. A reference no order has is the 404 page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const api = apiClient(context, null, { locale });
  const reference = params.reference ?? "";
  const [answer, invoices] = await Promise.all([api.orders.byReference(reference), shopperInvoiceLinks(api, reference, locale)]);
  if (answer.status === 404 || answer.status === 400) throw redirect(localizedPath(routes.pageNotFound(), locale));
  if (!answer.ok) throw new Response(null, { status: 503 });
  const currency = storeCurrencyOf(context);
  // Each line's total is worked out here, exactly: the page carries no money arithmetic.
  // The colour as it was named when the order was placed, in the page's language (orders before colours have none).
  const lines = answer.data.products.map((line) => ({
    ...line,
    colorName: line.color ? colorNameIn(line.color, locale) : null,
    // A parcel kept in part is paid for what she kept (docs/decisions/055).
    lineTotal: multiplyAmount(line.price, line.keptQuantity ?? line.quantity, currency),
  }));
  return { order: { ...answer.data, products: lines }, invoices, ...textsFor(locale, "cart") };
}

export default function OrderConfirmation() {
  const { order, invoices } = useLoaderData<typeof loader>();
  const { t, path } = useI18n();
  const delivered = order.stage === "delivered";
  const keptInPart = order.products.some((line) => line.keptQuantity !== null);
  const size = (code: string | null) => (code && code !== ONE_SIZE ? sizeLabel(code, t) : null);
  return (
    <>
      <PageBanner title={t("order.thanks")} current={t("order.title", { reference: order.reference })} />
      <div className="container store-section order-confirmation">
        <div className="row g-4">
          <div className="col-lg-8">
            <OrderStatus order={order} />
            <p className="text-body-secondary">{t("order.keepNumber")}</p>

            <table className="table cart-table align-middle">
              <caption className="h5 text-body caption-top">{t("order.products")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("order.product")}</th>
                  <th scope="col" className="text-center">
                    {t("cart.quantity")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("order.unitPrice")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("order.lineTotal")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.products.map((line, index) => (
                  <tr key={`${line.id ?? "gone"}.${line.size ?? ""}.${index}`} data-testid="order-line">
                    <td className="cart-name">
                      {line.id ? (
                        <Link to={path(routes.singleProduct(line.id))} dir="auto">
                          {line.name}
                        </Link>
                      ) : (
                        <span dir="auto">{line.name}</span>
                      )}
                      {line.colorName ? (
                        <span className="d-block small fw-semibold" dir="auto" data-testid="order-line-color">
                          {t("cart.lineColor", { color: line.colorName })}
                        </span>
                      ) : null}
                      {size(line.size) ? (
                        <span className="d-block small fw-semibold">{t("cart.lineSize", { size: size(line.size)! })}</span>
                      ) : null}
                    </td>
                    <td className="text-center" data-testid="order-line-quantity">
                      {line.keptQuantity === null
                        ? line.quantity
                        : t("order.keptQuantities", { ordered: line.quantity, kept: line.keptQuantity })}
                    </td>
                    <td className="text-end">
                      <Money amount={line.price} />
                    </td>
                    <td className="text-end">
                      <Money amount={line.lineTotal} className="fw-semibold" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {keptInPart ? <p data-testid="order-kept-note">{t("order.keptInPart")}</p> : null}
          </div>
          <div className="col-lg-4">
            <section className="cart-summary" aria-labelledby="order-summary-title">
              <h2 id="order-summary-title" className="h5 mb-3">
                {t("cart.summary")}
              </h2>
              <dl className="cart-summary-list">
                <div>
                  <dt>{t("cart.subtotal")}</dt>
                  <dd data-testid="order-subtotal">
                    <Money amount={order.subtotal} />
                  </dd>
                </div>
                {order.discountCode ? (
                  <div>
                    <dt>{t("cart.discount", { code: order.discountCode })}</dt>
                    <dd data-testid="order-discount">
                      {order.discountKind === "free_shipping" ? t("cart.freeDelivery") : <Money amount={order.discount} off />}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("checkout.shippingFee")}</dt>
                  <dd data-testid="order-shipping-fee">
                    <Money amount={order.shippingFee} />
                  </dd>
                </div>
                <div className="cart-summary-total">
                  <dt>{t(delivered ? "order.totalPaid" : "checkout.total")}</dt>
                  <dd data-testid="order-total">
                    <Money amount={order.total} />
                  </dd>
                </div>
                {/* An exchange: the pieces she gives back are credited; what is left is what she pays at the door. */}
                {order.settlement ? (
                  <>
                    <div>
                      <dt>{t("order.exchangeCredit")}</dt>
                      <dd data-testid="order-exchange-credit">
                        <Money amount={order.settlement.credit} off />
                      </dd>
                    </div>
                    <div className="cart-summary-total">
                      <dt>{t(Number(order.settlement.payBack) > 0 ? "order.exchangePayBack" : "order.exchangeCollect")}</dt>
                      <dd data-testid="order-exchange-collect">
                        <Money amount={Number(order.settlement.payBack) > 0 ? order.settlement.payBack : order.settlement.collect} />
                      </dd>
                    </div>
                  </>
                ) : null}
              </dl>
              {order.settlement ? (
                <p className="small mt-2" data-testid="order-exchange">
                  {t("order.exchangeOf", { reference: order.settlement.of })}{" "}
                  {t("order.exchangeTakeBack", { count: order.settlement.takeBack })}
                </p>
              ) : null}
              <h2 className="h6 mt-4">{t("order.deliverTo")}</h2>
              <address className="mb-0" data-testid="order-address">
                <span className="d-block fw-semibold" dir="auto">
                  {order.fullName}
                </span>
                <span className="d-block" dir="auto">
                  {order.street}
                </span>
                <span className="d-block" dir="auto">
                  {order.zip} {order.city}, {t(`state.${order.state}` as TextId)}
                </span>
                <span className="d-block">{t(order.place === "Office" ? "checkout.office" : "checkout.home")}</span>
                <span className="d-block">
                  {t("order.telephone")}: <bdi dir="ltr">{`${PHONE_PREFIX} ${order.telephone}`}</bdi>
                </span>
              </address>
              <p className="cart-summary-note">
                <Icon name="shield" size={16} />
                {t("checkout.payOnDelivery")}
              </p>
            </section>
            {invoices ? (
              // Her invoice (and credit note), once issued: links written by the loader, markup only.
              <section className="mt-4" aria-labelledby="order-invoices-title" data-testid="order-invoices">
                <h2 id="order-invoices-title" className="h6">
                  {invoices.heading}
                </h2>
                <ul className="list-unstyled mb-0">
                  {invoices.documents.map((document) => (
                    <li key={document.id}>
                      <span dir="auto">{document.label}</span>:{" "}
                      {document.links.map((link, index) => (
                        <span key={link.language}>
                          {index ? " · " : null}
                          <a href={link.href} lang={link.language} hrefLang={link.language} aria-label={link.description}>
                            {link.label}
                          </a>
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Link className="btn btn-dark store-btn mt-3 d-print-none" to={path(routes.home())}>
              {t("cart.continue")}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
