import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { setFormDefaults, useField, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  apiFieldErrors,
  failure,
  genericError,
  localizedErrors,
  localizeFor,
  redirectWithFlash,
  requireFound,
  requireId,
  searchOf,
  success,
} from "~/components/admin/admin.server";
import { orderDeliveryValidator, orderNoteValidator, orderStageValidator } from "~/components/admin/order-validators";
import { Field, SubmitButton } from "~/components/form";
import { CARRIER_MAX, ORDER_NOTE_MAX, TRACKING_NUMBER_MAX } from "~/lib/limits";
import { nextStagesOf, openStages } from "~/lib/order-stages";
import { textsFor, translate } from "~/lib/texts.server";
import { adminRoutes } from "~/lib/admin-routes";
import { localeInfo } from "~/lib/i18n";
import { invoiceLanguages } from "~/lib/invoice-languages";
import type { Order, OrderEvent, OrderExchange, OrderReturn } from "~/lib/types";
import { OrderStatus, PartlyReturnedBadge, RefusalsBadge, StockBadge } from "~/components/admin/icons";
import { IntentForm } from "~/components/admin/IntentForm";
import { RouteModal } from "~/components/admin/Modal";
import { formatDateTime } from "~/lib/date-time";
import { Ltr, metaI18n, Money, useI18n } from "~/components/i18n";
import { formatPhone } from "~/lib/format";
import { PHONE_PREFIX } from "~/lib/states";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { colorNameIn } from "~/lib/colors";
import { sizeLabel } from "~/lib/sizes";
import { lineLabelOf, piecesLeft } from "~/components/admin/order-lines";
import { requireStaff } from "~/session.server";
import { minusAmount, orderDiscountLine } from "~/lib/order-discount";
import { storeCurrencyOf, storeNameOf } from "~/lib/seo.server";
import { whatsAppConfirmation } from "~/models/shopper-mail.server";
import { WHATSAPP_NOTE, whatsAppLink } from "~/lib/whatsapp";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("orders.details"), matches);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const [answer, documents] = await Promise.all([api.orders.single(id), api.invoices.ofOrder(id)]);
  const order = requireFound(answer);
  // The order's paperwork; a failure to read it leaves the section empty rather than the whole order unreadable.
  if (!documents.ok) console.error("order invoices not read", id, documents.status, documents.error?.message);
  const invoices = (documents.ok ? documents.data : []).map(({ id: documentId, number, kind, issuedAt, corrects }) => ({
    id: documentId,
    number,
    kind,
    issuedAt,
    corrects,
    // Each language named in itself, with its address: written here, so the modal's script holds no list of them.
    links: invoiceLanguages.map((language) => ({
      language,
      label: localeInfo[language].label,
      href: adminRoutes.orderInvoice(id, documentId, language),
    })),
  }));
  // The code's line, worked out here so that the page carries no money arithmetic.
  return json({
    order,
    discount: orderDiscountLine(order, storeCurrencyOf(context)),
    invoices,
    // Pieces of a delivered order that can still come back: the return and exchange pages are offered for them.
    returnable: order.stage === "delivered" && [...piecesLeft(order).values()].some((left) => left > 0),
    // A New order's confirmation by chat: the message written here, in the order's language, whatever the staff's.
    whatsApp:
      order.stage === "new"
        ? whatsAppLink(order.telephone, whatsAppConfirmation(order, storeNameOf(context), storeCurrencyOf(context)))
        : null,
    ...textsFor(locale, "invoices"),
    // A shipped parcel's delivery form starts at every piece kept, also before any script runs.
    ...(order.stage === "shipped"
      ? setFormDefaults(DELIVERY_FORM, {
          lines: order.products.map((line) => ({ id: line.lineId, kept: String(line.quantity), ordered: line.quantity })),
          note: "",
        })
      : {}),
  });
}

const STAGE_FORM = "order-stage";
const DELIVERY_FORM = "order-delivery";
const NOTE_FORM = "order-note";

/**
 * Confirm (SPEC: Sending becomes Done, then the list reloads, the modal closing onto it, filters kept), a move to
 * another stage, and staff's own note. A move another staff member made first is said, in the staff member's
 * language, with the stage the order is in now.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `${routes.order(id)}${searchOf(request)}`;

  if (intent === "invoice") {
    // Every staff role may issue the invoice of a delivered order; the API says why when it may not (in English,
    // shown in the staff member's language).
    const answer = await api.invoices.issue(id);
    if (answer.ok)
      return redirectWithFlash(request, here, {
        kind: "success",
        message: translate(locale, "invoice.issued", { number: answer.data.number }),
      });
    if (answer.status === 409 && answer.error) {
      return redirectWithFlash(request, here, {
        kind: "error",
        message: answer.error.message.map((m) => localizeFor(locale, m)).join(" "),
      });
    }
    console.error("invoice not issued", id, answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "whatsapp") {
    // Confirmed by chat: recorded as any confirmation, with WhatsApp as its note.
    const answer = await api.put(`orders/stage/${id}`, { stage: "confirmed", note: WHATSAPP_NOTE });
    if (answer.ok) return redirectWithFlash(request, here, success(locale, "orders.stageUpdated"));
    if (answer.status === 409) return redirectWithFlash(request, here, failure(locale, "orders.whatsAppRefused"));
    console.error("order not confirmed on WhatsApp", id, answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "received") {
    // The pieces of a return are back in the shop (docs/decisions/058): their stock comes back, once.
    const returnId = form.get("returnId");
    if (typeof returnId !== "string" || !/^\d{1,10}$/.test(returnId)) return redirectWithFlash(request, here, genericError(locale));
    const answer = await api.put(`orders/return-received/${id}`, { returnId: Number(returnId) });
    if (answer.ok) return redirectWithFlash(request, here, success(locale, "returns.receivedDone"));
    if ((answer.status === 404 || answer.status === 409) && answer.error) {
      // Marked received first by someone else, or cancelled since: said in her language.
      return redirectWithFlash(request, here, {
        kind: "error",
        message: answer.error.message.map((m) => localizeFor(locale, m)).join(" "),
      });
    }
    console.error("return not received", id, returnId, answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "delivery") {
    // A parcel kept in part at the door (docs/decisions/055): checked here against the pieces ordered, then by the API.
    const result = await orderDeliveryValidator.validate(form);
    if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
    const { lines, note } = result.data;
    const answer = await api.put(`orders/delivery/${id}`, { lines: lines.map((line) => ({ id: line.id, kept: line.kept })), note });
    if (answer.ok) return redirectWithFlash(request, here, success(locale, "orders.keptRecorded"));
    if ((answer.status === 400 || answer.status === 409) && answer.error) {
      // Recorded first by someone else ("already delivered"), or a refusal only the order could tell: in her language.
      return redirectWithFlash(request, here, {
        kind: "error",
        message: answer.error.message.map((m) => localizeFor(locale, m)).join(" "),
      });
    }
    console.error("order delivery not recorded", id, answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "stage" || intent === "note") {
    const validator = intent === "stage" ? orderStageValidator : orderNoteValidator;
    const result = await validator.validate(form);
    if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
    const answer = intent === "stage" ? await api.put(`orders/stage/${id}`, result.data) : await api.put(`orders/note/${id}`, result.data);
    if (answer.ok)
      return redirectWithFlash(request, here, success(locale, intent === "stage" ? "orders.stageUpdated" : "orders.noteSaved"));
    if (intent === "stage" && answer.status === 400 && answer.error) {
      // A number that refused parcels before, held for the call (HOLD_REFUSING_NUMBERS): said beside the note it needs.
      const fieldErrors = apiFieldErrors(answer.error.message, ["note"], "note", (sentence) => localizeFor(locale, sentence));
      return validationError({ formId: STAGE_FORM, fieldErrors }, result.submittedData);
    }
    if (answer.status === 409) {
      const now = await api.orders.single(id);
      const stage = now.ok ? translate(locale, `stage.${now.data.stage}`) : "";
      return redirectWithFlash(request, here, { kind: "error", message: translate(locale, "orders.moveRefused", { stage }) });
    }
    console.error("order change failed", id, intent, answer.status, answer.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }

  const backToList = `${routes.orders()}${searchOf(request)}`;
  const answer = await api.put(`orders/confirm/${id}`);
  if (answer.status === 400 && answer.error) {
    // Held for the call (HOLD_REFUSING_NUMBERS): the modal stays open and says why; its stage form takes the note.
    return redirectWithFlash(request, here, {
      kind: "error",
      message: answer.error.message.map((m) => localizeFor(locale, m)).join(" "),
    });
  }
  if (!answer.ok) {
    console.error("order confirm failed", id, answer.status, answer.error?.message);
    return redirectWithFlash(request, backToList, genericError(locale));
  }
  return redirect(safeRedirectPath(backToList, routes.orders()));
}

/** What a return's event on the timeline says: recorded (a return, or an exchange's piece to take back), received, an exchange's start. */
function returnedEvent({ returnId, event }: NonNullable<OrderEvent["returned"]>, returns: OrderReturn[]) {
  if (event === "received") return "returns.event.received" as const;
  if (event === "exchange") return "returns.event.exchange" as const;
  return returns.find((row) => row.id === returnId)?.kind === "exchange"
    ? ("returns.event.exchangeRecorded" as const)
    : ("returns.event.returnRecorded" as const);
}

/**
 * The order's timeline, oldest first: when, from which stage to which, who, and the note; a delivery in part with
 * each line's pieces kept of those ordered; a return or an exchange in words (the stage stays as it was).
 */
function History({ events, lines, returns }: { events: OrderEvent[]; lines: Order["products"]; returns: OrderReturn[] }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="order-history" className="mb-4">
      <h3 id="order-history" className="h6">
        {t("orders.history")}
      </h3>
      <ol className="admin-timeline" data-testid="order-history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at} className="text-body-secondary small d-block">
              {formatDateTime(event.at, locale)}
            </time>
            <span>
              {event.returned
                ? event.by
                  ? t("returns.eventBy", { event: t(returnedEvent(event.returned, returns)), name: event.by })
                  : t(returnedEvent(event.returned, returns))
                : event.from === null
                  ? t("orders.placed")
                  : event.by
                    ? t("orders.movedBy", { from: t(`stage.${event.from}`), to: t(`stage.${event.to}`), name: event.by })
                    : t("orders.movedByGone", { from: t(`stage.${event.from}`), to: t(`stage.${event.to}`) })}
            </span>
            {event.note ? <span className="d-block small fst-italic">{event.note}</span> : null}
            {event.kept ? (
              <ul className="small mb-0 ps-3" data-testid="order-history-kept">
                {event.kept.lines.map((kept) => {
                  const line = lines.find((row) => row.lineId === kept.lineId);
                  const label = line ? lineLabelOf(line, t, locale) : kept.name;
                  return <li key={kept.lineId}>{t("orders.keptLine", { line: label, kept: kept.kept, ordered: kept.ordered })}</li>;
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the delivery form says of its lines as a whole (nothing kept, a line twice), under them. */
function LinesError({ formId }: { formId: string }) {
  const { error } = useField("lines", { formId });
  const { localize } = useI18n();
  return error ? (
    <p className="col-12 text-danger small mb-0" role="alert" data-testid="order-delivery-error">
      {localize(error)}
    </p>
  ) : null;
}

/**
 * A shipped parcel the shopper kept in part at the door (docs/decisions/055): the pieces kept of each line, all of
 * them until staff say otherwise. More than ordered, or nothing at all, is said beside the lines before anything is sent.
 */
function DeliveryForm({ order, action }: { order: Order; action: string }) {
  const { t, locale } = useI18n();
  if (order.stage !== "shipped") return null;
  return (
    <section aria-labelledby="order-kept" className="mb-4" data-testid="order-delivery">
      <h3 id="order-kept" className="h6">
        {t("orders.keptHeading")}
      </h3>
      <p className="small text-body-secondary">{t("orders.keptIntro")}</p>
      <ValidatedForm
        key={`kept-${order.history?.length ?? 0}`}
        validator={orderDeliveryValidator}
        method="post"
        action={action}
        id={DELIVERY_FORM}
        noValidate
      >
        <div className="row g-2 mb-3">
          {order.products.map((line, index) => (
            <div className="col-sm-6" key={line.lineId}>
              <input type="hidden" name={`lines[${index}].id`} value={line.lineId} />
              <input type="hidden" name={`lines[${index}].ordered`} value={line.quantity} />
              <Field
                formId={DELIVERY_FORM}
                name={`lines[${index}].kept`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                label={t("orders.keptLabel", { line: lineLabelOf(line, t, locale), count: line.quantity })}
                className="mb-0"
              />
            </div>
          ))}
          <LinesError formId={DELIVERY_FORM} />
          <Field formId={DELIVERY_FORM} name="note" label={t("orders.stageNote")} maxLength={ORDER_NOTE_MAX} className="col-12 mb-0" />
        </div>
        <SubmitButton formId={DELIVERY_FORM} name="intent" value="delivery" className="btn btn-dark">
          {t("orders.keptSubmit")}
        </SubmitButton>
      </ValidatedForm>
    </section>
  );
}

/** Moves the order to one of the stages it may go to next; none once it is cancelled, returned or refused. */
function StageForm({ order, action }: { order: Order; action: string }) {
  const { t } = useI18n();
  const next = nextStagesOf(order.stage);
  if (next.length === 0) return <p className="text-body-secondary">{t("orders.finalStage", { stage: t(`stage.${order.stage}`) })}</p>;
  return (
    <section aria-labelledby="order-move" className="mb-4">
      <h3 id="order-move" className="h6">
        {t("orders.moveHeading")}
      </h3>
      <ValidatedForm
        key={`${order.stage}-${order.history?.length ?? 0}`}
        validator={orderStageValidator}
        method="post"
        action={action}
        id={STAGE_FORM}
        defaultValues={{ stage: next[0], carrier: order.carrier ?? "", trackingNumber: order.trackingNumber ?? "" }}
        noValidate
      >
        <div className="row g-2">
          <Field
            formId={STAGE_FORM}
            name="stage"
            as="select"
            label={t("orders.moveTo")}
            options={next.map((stage) => ({ value: stage, label: t(`stage.${stage}`) }))}
            hint={t("orders.moveHint")}
            className="col-sm-4"
          />
          <Field formId={STAGE_FORM} name="carrier" label={t("orders.carrier")} maxLength={CARRIER_MAX} className="col-sm-4" />
          <Field
            formId={STAGE_FORM}
            name="trackingNumber"
            label={t("orders.trackingNumber")}
            maxLength={TRACKING_NUMBER_MAX}
            className="col-sm-4"
          />
          <Field
            formId={STAGE_FORM}
            name="note"
            label={t("orders.stageNote")}
            maxLength={ORDER_NOTE_MAX}
            hint={t("orders.shippingHint")}
            className="col-12"
          />
        </div>
        <SubmitButton formId={STAGE_FORM} name="intent" value="stage" className="btn btn-dark">
          {t("orders.move")}
        </SubmitButton>
      </ValidatedForm>
    </section>
  );
}

/**
 * The order's paperwork: its invoice and credit note, each printable in French (the default), Arabic or English;
 * for a delivered order not invoiced yet, the button that issues its invoice (a plain form post).
 */
function Paperwork({ order, invoices, action }: { order: Order; invoices: SerializeFrom<typeof loader>["invoices"]; action: string }) {
  const { t, date } = useI18n();
  const invoiced = invoices.some((document) => document.kind === "invoice");
  return (
    <section aria-labelledby="order-invoices" className="mb-4" data-testid="order-invoices">
      <h3 id="order-invoices" className="h6">
        {t("invoice.paperwork")}
      </h3>
      {invoices.length ? (
        <table className="table table-sm admin-table">
          <caption className="visually-hidden">{t("invoice.documents")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("invoice.number")}</th>
              <th scope="col">{t("invoice.kind")}</th>
              <th scope="col">{t("invoice.issuedOn")}</th>
              <th scope="col">{t("invoice.view")}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((document) => {
              const title = t(`invoice.title.${document.kind}`);
              return (
                <tr key={document.id} data-testid={`order-document-${document.kind}`}>
                  <th scope="row">
                    <Ltr>{document.number}</Ltr>
                  </th>
                  <td>
                    {title}
                    {document.corrects ? (
                      <span className="d-block small text-body-secondary">
                        {t("invoice.corrects")} <Ltr>{document.corrects}</Ltr>
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <time dateTime={document.issuedAt}>{date(document.issuedAt)}</time>
                  </td>
                  <td>
                    <ul className="list-inline mb-0">
                      {document.links.map(({ language, label, href }) => (
                        <li key={language} className="list-inline-item">
                          {/* A page of its own, outside the back office: a plain link loads it whole, in its language. */}
                          <a
                            href={href}
                            lang={language}
                            hrefLang={language}
                            aria-label={t("invoice.viewIn", {
                              document: title,
                              number: document.number,
                              language: label,
                            })}
                          >
                            {label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {!invoiced && order.stage === "delivered" ? (
        <>
          <p className="small text-body-secondary" id="order-invoice-hint">
            {t("invoice.issueHint")}
          </p>
          <IntentForm intent="invoice" action={action} id="order-invoice" buttonClassName="btn btn-outline-dark">
            {t("invoice.issue")}
          </IntentForm>
        </>
      ) : null}
      {!invoices.length && order.stage !== "delivered" ? <p className="text-body-secondary">{t("invoice.none")}</p> : null}
    </section>
  );
}

const returnStatusBadge = { awaiting: "text-bg-warning", received: "text-bg-success", cancelled: "text-bg-secondary" } as const;

/**
 * Pieces of the order coming back after delivery (docs/decisions/058): each return or exchange with its pieces, what
 * they are worth and where they stand, and a plain form post that marks awaited pieces received. A delivered order
 * with pieces still hers links to the pages that record a return or an exchange (their forms live there, not here).
 */
function Returns({ order, returnable, action }: { order: Order; returnable: boolean; action: string }) {
  const { t, locale, date, money } = useI18n();
  const { search } = useLocation();
  const returns = order.returns ?? [];
  if (returns.length === 0 && !returnable) return null;
  return (
    <section aria-labelledby="order-returns" className="mb-4" data-testid="order-returns">
      <h3 id="order-returns" className="h6">
        {t("returns.heading")}
      </h3>
      {returns.length ? (
        <ul className="list-unstyled mb-3">
          {returns.map((row) => (
            <li key={row.id} className="border rounded p-2 mb-2" data-testid="order-return">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <span className="fw-semibold">{t(`returns.kind.${row.kind}`)}</span>
                <span className={`badge ${returnStatusBadge[row.status]}`} data-testid="order-return-status">
                  {t(`returns.status.${row.status}`)}
                </span>
                {row.exchangeOrder ? (
                  <Link to={`${routes.order(row.exchangeOrder.id)}${search}`} preventScrollReset data-testid="order-return-exchange">
                    {t("returns.exchangeOrder", { reference: row.exchangeOrder.reference })}
                  </Link>
                ) : null}
              </div>
              <ul className="small mb-1 ps-3">
                {row.lines.map((piece) => {
                  const line = order.products.find((product) => product.lineId === piece.lineId);
                  return (
                    <li key={piece.lineId}>
                      {t("returns.pieces", { line: line ? lineLabelOf(line, t, locale) : "—", count: piece.quantity })}
                    </li>
                  );
                })}
              </ul>
              <p className="small mb-1" data-testid="order-return-amount">
                {t(row.kind === "exchange" ? "returns.credit" : "returns.refund", { amount: money(row.refund) })}
              </p>
              <p className="small text-body-secondary mb-1">
                {row.createdBy
                  ? t("returns.recordedBy", { date: date(row.createAt), name: row.createdBy })
                  : t("returns.recordedOn", { date: date(row.createAt) })}
                {row.receivedAt ? <span className="d-block">{t("returns.receivedOn", { date: date(row.receivedAt) })}</span> : null}
              </p>
              {row.note ? <p className="small fst-italic mb-1">{row.note}</p> : null}
              {row.status === "awaiting" ? (
                <Form method="post" action={action} preventScrollReset>
                  <input type="hidden" name="returnId" value={row.id} />
                  <button type="submit" name="intent" value="received" className="btn btn-sm btn-outline-dark">
                    {t("returns.markReceived")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {returnable ? (
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-sm btn-outline-dark" to={adminRoutes.orderReturn(order.id)}>
            {t("returns.returnLink")}
          </Link>
          <Link className="btn btn-sm btn-outline-dark" to={adminRoutes.orderExchange(order.id)}>
            {t("returns.exchangeLink")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** An exchange's own order: the order it exchanges from, and what the courier settles at the door. */
function ExchangeSummary({ exchange }: { exchange: OrderExchange }) {
  const { t, money } = useI18n();
  const { search } = useLocation();
  // The reference is a link inside the sentence, wherever each language puts it.
  const [before, after] = t("returns.exchangeOf", { reference: "\u0000" }).split("\u0000");
  return (
    <div className="alert alert-info small" data-testid="order-exchange">
      <p className="mb-1">
        {before}
        <Link to={`${routes.order(exchange.of.id)}${search}`} preventScrollReset>
          <Ltr>{exchange.of.reference}</Ltr>
        </Link>
        {after}
      </p>
      <p className="mb-0 fw-semibold" data-testid="order-exchange-settle">
        {Number(exchange.collect) > 0
          ? t("returns.collect", { amount: money(exchange.collect), count: exchange.takeBack })
          : t("returns.nothingToCollect", { count: exchange.takeBack })}
      </p>
      {Number(exchange.payBack) > 0 ? <p className="mb-0">{t("returns.payBack", { amount: money(exchange.payBack) })}</p> : null}
    </div>
  );
}

/** The messages written to the shopper about her order (she gave her e-mail), and when each went out. */
function Messages({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  if (!order.messages?.length) return null;
  return (
    <section aria-labelledby="order-messages" className="mb-4" data-testid="order-messages">
      <h3 id="order-messages" className="h6">
        {t("orders.messages")}
      </h3>
      <ul className="list-unstyled small mb-0">
        {order.messages.map((message) => (
          <li key={`${message.kind}-${message.queuedAt}`}>
            {t(`orders.message.${message.kind}`)}:{" "}
            {message.sentAt ? t("orders.messageSent", { when: formatDateTime(message.sentAt, locale) }) : t("orders.messageWaiting")}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Staff's own note on the order ("deliver after 5 pm"), kept with it. */
function NoteForm({ order, action }: { order: Order; action: string }) {
  const { t } = useI18n();
  return (
    <ValidatedForm
      key={`note-${order.staffNote ?? ""}`}
      validator={orderNoteValidator}
      method="post"
      action={action}
      id={NOTE_FORM}
      defaultValues={{ note: order.staffNote ?? "" }}
      noValidate
    >
      <Field formId={NOTE_FORM} name="note" as="textarea" rows={2} label={t("orders.staffNote")} maxLength={ORDER_NOTE_MAX} />
      <SubmitButton formId={NOTE_FORM} name="intent" value="note" className="btn btn-outline-dark">
        {t("orders.saveNote")}
      </SubmitButton>
    </ValidatedForm>
  );
}

export default function OrderDetails() {
  const { order, discount, invoices, returnable, whatsApp } = useLoaderData<typeof loader>();
  const { t, date, locale, money } = useI18n();
  const coloured = order.products.some((line) => line.color);
  const { search } = useLocation();
  const closeTo = `${routes.orders()}${search}`;
  const place = order.place === "Home" || order.place === "Office" ? t(`orders.place.${order.place}`) : order.place;
  const details: [string, React.ReactNode][] = [
    [t("orders.reference"), <Ltr key="reference">{order.reference}</Ltr>],
    [t("orders.customer"), order.fullName],
    [
      t("orders.phone"),
      // A link for the confirmation call every cash-on-delivery order gets; a number that refused parcels before is flagged.
      <span key="phone" className="d-inline-flex flex-wrap align-items-center gap-2">
        <a href={`tel:${PHONE_PREFIX}${order.telephone}`} aria-label={t("orders.call", { name: order.fullName })}>
          <Ltr>{formatPhone(order.telephone)}</Ltr>
        </a>
        {order.refusals ? <RefusalsBadge count={order.refusals} /> : null}
        {whatsApp ? (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer" data-testid="order-whatsapp">
            {t("orders.whatsApp")}
          </a>
        ) : null}
      </span>,
    ],
    ...(order.email
      ? ([
          [
            t("orders.email"),
            <a key="email" href={`mailto:${order.email}`}>
              {order.email}
            </a>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    [t("orders.place"), place],
    [t("orders.street"), order.street],
    [t("orders.city"), order.city],
    [t("orders.state"), order.state],
    [t("orders.zip"), order.zip ? <Ltr key="zip">{order.zip}</Ltr> : ""],
    [t("orders.date"), date(order.createAt)],
    ...(discount ? ([[t("orders.discountCode"), <Ltr key="code">{discount.code}</Ltr>]] as [string, React.ReactNode][]) : []),
    ...(order.carrier ? ([[t("orders.carrier"), order.carrier]] as [string, React.ReactNode][]) : []),
    ...(order.trackingNumber
      ? ([[t("orders.trackingNumber"), <Ltr key="tracking">{order.trackingNumber}</Ltr>]] as [string, React.ReactNode][])
      : []),
  ];
  const here = `${routes.order(order.id)}${search}`;
  // The order's own figures, as it was charged: the lines, the delivery fee (before a free delivery code waived it),
  // what its code took off, what is paid.
  const keptInPart = order.products.some((line) => line.keptQuantity !== null);
  const ordered = order.history?.find((event) => event.kept)?.kept?.ordered;
  const figures: { label: string; amount: string; total?: boolean; off?: boolean; testId?: string }[] = [
    { label: t("orders.subtotal"), amount: order.subtotal },
    { label: t("orders.shippingFee"), amount: discount?.feeBefore ?? order.shippingFee },
    ...(discount
      ? [
          {
            label: t(discount.freeDelivery ? "orders.freeDeliveryLine" : "orders.discountLine", { code: discount.code }),
            amount: discount.amount,
            off: true,
            testId: "order-discount",
          },
        ]
      : []),
    { label: t("orders.total"), amount: order.total, total: true, testId: "order-total" },
    // Kept in part at the door: the figures above are what she kept; what she ordered stays in the history.
    ...(ordered ? [{ label: t("orders.orderedTotal"), amount: ordered.total, testId: "order-ordered-total" }] : []),
  ];
  return (
    <RouteModal
      title={
        <>
          {t("orders.details")} <OrderStatus status={order.status} />{" "}
          <span className="badge text-bg-light border" data-testid="order-stage">
            {t(`stage.${order.stage}`)}
          </span>
          {order.partlyReturned ? (
            <>
              {" "}
              <PartlyReturnedBadge />
            </>
          ) : null}
        </>
      }
      closeTo={closeTo}
      size="lg"
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={closeTo} preventScrollReset>
            {t("action.close")}
          </Link>
          {/* SPEC's Confirm marks an open order Done; a delivered, cancelled, returned or refused order has nothing to confirm. */}
          {order.status || !openStages.includes(order.stage) ? (
            <button type="button" className="btn btn-success" disabled>
              {t("action.confirm")}
            </button>
          ) : (
            <IntentForm intent="confirm" action={here} buttonClassName="btn btn-success">
              {t("action.confirm")}
            </IntentForm>
          )}
        </>
      }
    >
      {order.exchange ? <ExchangeSummary exchange={order.exchange} /> : null}
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
              {/* Orders of products without colours read as before colours existed. */}
              {coloured ? <th scope="col">{t("orders.color")}</th> : null}
              <th scope="col">{t("size.label")}</th>
              <th scope="col">{t("orders.stock")}</th>
              {/* A parcel kept in part shows both quantities: what was ordered, what the shopper kept. */}
              {keptInPart ? (
                <>
                  <th scope="col">{t("orders.ordered")}</th>
                  <th scope="col">{t("orders.kept")}</th>
                </>
              ) : (
                <th scope="col">{t("col.quantity")}</th>
              )}
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
                    <div>
                      <span>{line.name}</span>
                      {/* The codes as the variant had them when the order was placed: what the packer picks by. */}
                      {line.sku || line.barcode ? (
                        <div className="small text-body-secondary" data-testid="order-line-codes">
                          {line.sku ? <span className="me-2">{t("orders.lineSku", { sku: line.sku })}</span> : null}
                          {line.barcode ? <span>{t("orders.lineBarcode", { barcode: line.barcode })}</span> : null}
                        </div>
                      ) : null}
                    </div>
                  </div>
                </td>
                {coloured ? (
                  <td className="text-nowrap" data-testid="order-line-color">
                    {line.color ? <bdi>{colorNameIn(line.color, locale)}</bdi> : "—"}
                  </td>
                ) : null}
                {/* Orders placed before sizes existed have none. */}
                <td className="text-nowrap">{line.size ? sizeLabel(line.size, t) : "—"}</td>
                <td>
                  {line.stock === null ? (
                    <span className="text-body-secondary">{t("orders.productGone")}</span>
                  ) : (
                    <StockBadge quantity={line.stock} />
                  )}
                </td>
                <td data-testid="order-line-quantity">{line.quantity}</td>
                {keptInPart ? <td data-testid="order-line-kept">{line.keptQuantity ?? line.quantity}</td> : null}
                <td className="text-nowrap">
                  <Money amount={line.price} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {figures.map(({ label, amount, total, off, testId }) => (
              <tr key={label} data-testid={testId}>
                <th scope="row" colSpan={(coloured ? 5 : 4) + (keptInPart ? 1 : 0)} className={`text-end${total ? "" : " fw-normal"}`}>
                  {label}
                </th>
                <td className={`text-nowrap${total ? " fw-semibold" : ""}`}>
                  {off ? <Ltr>{minusAmount(amount, money)}</Ltr> : <Money amount={amount} />}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <div className="mt-4">
        <History events={order.history ?? []} lines={order.products} returns={order.returns ?? []} />
        <Returns order={order} returnable={returnable} action={here} />
        <Paperwork order={order} invoices={invoices} action={here} />
        <Messages order={order} />
        {whatsApp ? (
          <IntentForm intent="whatsapp" action={here} buttonClassName="btn btn-outline-success mb-4">
            {t("orders.whatsAppConfirmed")}
          </IntentForm>
        ) : null}
        <DeliveryForm order={order} action={here} />
        <StageForm order={order} action={here} />
        <NoteForm order={order} action={here} />
      </div>
    </RouteModal>
  );
}
