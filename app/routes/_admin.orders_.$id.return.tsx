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
  success,
  withFullStops,
} from "~/components/admin/admin.server";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { lineLabelOf, piecesLeft } from "~/components/admin/order-lines";
import { orderReturnValidator } from "~/components/admin/return-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { adminRoutes } from "~/lib/admin-routes";
import { RETURN_NOTE_MAX } from "~/lib/returns";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("returns.returnLink"), matches);

const FORM_ID = "order-return";

/** A delivered order's lines with the pieces of each that can still come back; the form starts at none of them. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const id = requireId(params.id);
  const order = requireFound(await apiClient(context, token).orders.single(id));
  const left = piecesLeft(order);
  const lines =
    order.stage === "delivered"
      ? order.products.flatMap(({ lineId, name, color, size }) =>
          lineId !== undefined && (left.get(lineId) ?? 0) > 0 ? [{ lineId, name, color, size, left: left.get(lineId) ?? 0 }] : [],
        )
      : [];
  return json({
    order: { id: order.id, reference: order.reference },
    lines,
    // Also before any script runs: every line at 0 pieces, each with what can still come back.
    ...setFormDefaults(FORM_ID, { lines: lines.map((line) => ({ id: line.lineId, quantity: "0", left: line.left })), note: "" }),
  });
}

/**
 * Records the return, checked here against the pieces that can still come back, then by the API; back to the
 * order's modal with a banner. What the API refuses (the order moved on, a return recorded meanwhile) is said under
 * the lines, in the staff member's language, with what was typed kept.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const result = await orderReturnValidator.validate(await request.formData());
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const { lines, note } = result.data;
  const answer = await apiClient(context, token).post(`orders/return/${id}`, {
    lines: lines.filter((line) => line.quantity > 0).map((line) => ({ id: line.id, quantity: line.quantity })),
    note,
  });
  if (answer.ok) return redirectWithFlash(request, routes.order(id), success(locale, "returns.recorded"));
  if ((answer.status === 400 || answer.status === 409) && answer.error) {
    const said = withFullStops(answer.error.message).map((sentence) => localizeFor(locale, sentence));
    return validationError({ formId: FORM_ID, fieldErrors: { lines: said.join(" ") } }, result.submittedData);
  }
  console.error("return not recorded", id, answer.status, answer.error?.message);
  return redirectWithFlash(request, adminRoutes.orderReturn(id), genericError(locale));
}

/** What the form says of its lines as a whole (no piece at all, or the API's refusal), under them. */
function LinesError() {
  const { error } = useField("lines", { formId: FORM_ID });
  const { localize } = useI18n();
  return error ? (
    <p className="col-12 text-danger small mb-0" role="alert" data-testid="order-return-error">
      {localize(error)}
    </p>
  ) : null;
}

export default function OrderReturn() {
  const { order, lines } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const title = t("returns.returnLink");
  return (
    <>
      <Breadcrumb parentTo={routes.order(order.id)} parentLabel={t("returns.orderCrumb", { reference: order.reference })} current={title} />
      <h1 className="admin-page-title">{title}</h1>
      <section className="admin-card" aria-label={title}>
        {lines.length === 0 ? (
          <p className="mb-0" data-testid="order-return-none">
            {t("returns.nothingLeft")}
          </p>
        ) : (
          <>
            <p className="text-body-secondary">{t("returns.returnIntro")}</p>
            <ValidatedForm validator={orderReturnValidator} method="post" id={FORM_ID} noValidate>
              <div className="row g-3 mb-3">
                {lines.map((line, index) => (
                  <div className="col-sm-6" key={line.lineId}>
                    <input type="hidden" name={`lines[${index}].id`} value={line.lineId} />
                    <input type="hidden" name={`lines[${index}].left`} value={line.left} />
                    <Field
                      formId={FORM_ID}
                      name={`lines[${index}].quantity`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.left}
                      label={t("returns.piecesLabel", { line: lineLabelOf(line, t, locale), count: line.left })}
                      className="mb-0"
                    />
                  </div>
                ))}
                <LinesError />
                <Field formId={FORM_ID} name="note" label={t("orders.stageNote")} maxLength={RETURN_NOTE_MAX} className="col-12 mb-0" />
              </div>
              <SubmitButton formId={FORM_ID} className="btn btn-dark">
                {t("returns.returnSubmit")}
              </SubmitButton>
            </ValidatedForm>
          </>
        )}
      </section>
    </>
  );
}
