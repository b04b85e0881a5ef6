import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { setFormDefaults, useField, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  genericError,
  localizedErrors,
  localizeFor,
  redirectWithFlash,
  requireFound,
  requireId,
  withFullStops,
} from "~/components/admin/admin.server";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { lineLabelOf, piecesLeft } from "~/components/admin/order-lines";
import { orderExchangeValidator } from "~/components/admin/return-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { adminRoutes } from "~/lib/admin-routes";
import { apiEn } from "~/lib/api-messages.server";
import { localizeSentence, type Locale } from "~/lib/i18n";
import { RETURN_NOTE_MAX } from "~/lib/returns";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import { sizeLabel } from "~/lib/sizes";
import { SKU_MAX_LENGTH } from "~/lib/sku";
import { textGroups, translate } from "~/lib/texts.server";
import type { Order } from "~/lib/types";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("returns.exchangeLink"), matches);

const FORM_ID = "order-exchange";

/**
 * A delivered order's lines with pieces still hers, and the other colours and sizes of their products (read from
 * the catalogue, names in the staff member's language) with each one's SKU and stock.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const order = requireFound(await apiClient(context, token).orders.single(id));
  const left = piecesLeft(order);
  const lines =
    order.stage === "delivered"
      ? order.products.flatMap(({ lineId, id: productId, name, color, size, sku }) =>
          lineId !== undefined && (left.get(lineId) ?? 0) > 0
            ? [{ lineId, productId, name, color, size, sku, left: left.get(lineId) ?? 0 }]
            : [],
        )
      : [];
  const productIds = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const catalogue = apiClient(context, token, { locale });
  const products = await Promise.all(productIds.map((productId) => catalogue.products.single(productId)));
  const variants = products.flatMap((answer) => {
    // A product deleted since has no variants to offer: its SKU field still takes another product's.
    if (!answer.ok || !answer.data) return [];
    const product = answer.data;
    // The piece she gives back is not offered for itself, unless the order holds other variants of the product too.
    const own = new Set(lines.filter((line) => line.productId === product.id).map((line) => line.sku));
    return (product.variants ?? [])
      .filter((variant) => own.size !== 1 || !own.has(variant.sku))
      .map((variant) => ({
        sku: variant.sku,
        product: product.name,
        color: product.colors?.find((color) => color.id === variant.colorId)?.name ?? null,
        size: variant.size,
        stock: variant.quantity,
      }));
  });
  return json({
    order: { id: order.id, reference: order.reference },
    lines: lines.map(({ lineId, name, color, size, left: count }) => ({ lineId, name, color, size, left: count })),
    variants,
    // Several products: each variant is named with its product.
    named: productIds.length > 1,
    ...setFormDefaults(FORM_ID, { lineId: String(lines[0]?.lineId ?? ""), quantity: "1", variant: "", otherSku: "", note: "" }),
  });
}

/** Whether an English sentence of the API is the given template filled in. */
function fits(template: string, sentence: string): boolean {
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+?");
  return new RegExp(`^${source}\\.?$`, "s").test(sentence);
}

/**
 * An API refusal in the staff member's language. A shortage of stock is worded by the storefront's texts (the
 * sentence a shopper's order gets too), which the back office's sentences do not hold, so they are tried after.
 */
function sayIn(locale: Locale, sentence: string): string {
  const said = localizeFor(locale, sentence);
  if (said !== sentence) return said;
  const { store } = textGroups();
  const english = Object.fromEntries(Object.entries(store.en).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return localizeSentence(locale, sentence, english, store[locale]);
}

/** The field an API refusal of the exchange is said beside: the SKU, the pieces, or the form as a whole. */
function fieldOf(sentence: string, skuField: "variant" | "otherSku"): string {
  if (fits(apiEn["api.exchangeSkuUnknown"], sentence) || fits(apiEn["api.exchangeSameVariant"], sentence) || sentence.startsWith("sku ")) {
    return skuField;
  }
  if (fits(apiEn["api.returnAboveKept"], sentence) || sentence.startsWith("quantity ")) return "quantity";
  return "form";
}

/**
 * Creates the exchange (the SKU typed wins over the list's), then opens the new exchange order's modal with a
 * banner. What the API refuses is said beside the field it concerns, or above the button (out of stock, the order
 * moved on), in the staff member's language, with what was typed kept.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const result = await orderExchangeValidator.validate(await request.formData());
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const { lineId, quantity, variant, otherSku, note } = result.data;
  const answer = await apiClient(context, token).post<Order>(`orders/exchange/${id}`, { lineId, quantity, sku: otherSku || variant, note });
  if (answer.ok && answer.data) {
    return redirectWithFlash(request, routes.order(answer.data.id), {
      kind: "success",
      message: translate(locale, "returns.exchangeCreated", { reference: answer.data.reference }),
    });
  }
  if ((answer.status === 400 || answer.status === 409) && answer.error) {
    const fieldErrors: Record<string, string> = {};
    for (const sentence of withFullStops(answer.error.message)) {
      const field = fieldOf(sentence, otherSku ? "otherSku" : "variant");
      const said = sayIn(locale, sentence);
      fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${said}` : said;
    }
    return validationError({ formId: FORM_ID, fieldErrors }, result.submittedData);
  }
  console.error("exchange not created", id, answer.status, answer.error?.message);
  return redirectWithFlash(request, adminRoutes.orderExchange(id), genericError(locale));
}

/** What the API refused of the exchange as a whole (out of stock, the order moved on), above the button. */
function FormError() {
  const { error } = useField("form", { formId: FORM_ID });
  return error ? (
    <p className="text-danger small" role="alert" data-testid="order-exchange-error">
      {error}
    </p>
  ) : null;
}

export default function OrderExchange() {
  const { order, lines, variants, named } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const title = t("returns.exchangeLink");
  const variantOptions = variants.map((variant) => {
    const label = t("returns.variantOption", {
      variant: [variant.color, sizeLabel(variant.size, t)].filter(Boolean).join(", "),
      sku: variant.sku,
      count: variant.stock,
    });
    return { value: variant.sku, label: named ? `${variant.product}, ${label}` : label };
  });
  return (
    <>
      <Breadcrumb parentTo={routes.order(order.id)} parentLabel={t("returns.orderCrumb", { reference: order.reference })} current={title} />
      <h1 className="admin-page-title">{title}</h1>
      <section className="admin-card" aria-label={title}>
        {lines.length === 0 ? (
          <p className="mb-0" data-testid="order-exchange-none">
            {t("returns.nothingLeft")}
          </p>
        ) : (
          <>
            <p className="text-body-secondary">{t("returns.exchangeIntro")}</p>
            <ValidatedForm validator={orderExchangeValidator} method="post" id={FORM_ID} noValidate>
              <div className="row g-3 mb-3">
                <Field
                  formId={FORM_ID}
                  name="lineId"
                  as="select"
                  label={t("returns.line")}
                  options={lines.map((line) => ({
                    value: String(line.lineId),
                    label: t("returns.lineOption", { line: lineLabelOf(line, t, locale), count: line.left }),
                  }))}
                  className="col-sm-8 mb-0"
                />
                <Field
                  formId={FORM_ID}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  label={t("returns.quantity")}
                  className="col-sm-4 mb-0"
                />
                <Field
                  formId={FORM_ID}
                  name="variant"
                  as="select"
                  label={t("returns.variant")}
                  options={[{ value: "", label: t("returns.variantChoose") }, ...variantOptions]}
                  className="col-sm-8 mb-0"
                />
                <Field
                  formId={FORM_ID}
                  name="otherSku"
                  label={t("returns.otherSku")}
                  hint={t("returns.otherSkuHint")}
                  maxLength={SKU_MAX_LENGTH}
                  autoComplete="off"
                  className="col-sm-4 mb-0"
                />
                <Field formId={FORM_ID} name="note" label={t("orders.stageNote")} maxLength={RETURN_NOTE_MAX} className="col-12 mb-0" />
              </div>
              <FormError />
              <SubmitButton formId={FORM_ID} className="btn btn-dark">
                {t("returns.exchangeSubmit")}
              </SubmitButton>
            </ValidatedForm>
          </>
        )}
      </section>
    </>
  );
}
