import { useI18n } from "~/components/i18n";
import { DEFAULT_SLIP_LAYOUT, slipLayouts } from "~/lib/slips";
import { adminRoutes } from "~/lib/admin-routes";

/** The id of the orders list's slips form: each row's checkbox joins it with `form=`, wherever the table puts it. */
export const SLIPS_FORM = "order-slips";

/**
 * The orders list's delivery-slip controls, a plain HTML form (it works without JavaScript): print the slips
 * of the checked orders (or, none checked, of the day's Confirmed orders), four to an A4 page or one per A6
 * label, optionally moving them to Shipped; or download the carrier's CSV of the same orders.
 */
export function SlipsForm() {
  const { t } = useI18n();
  return (
    <form
      id={SLIPS_FORM}
      method="post"
      action={adminRoutes.orderSlips()}
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label={t("slips.controls")}
    >
      <div>
        <label className="form-label" htmlFor="slips-layout">
          {t("slips.layout")}
        </label>
        <select id="slips-layout" name="layout" className="form-select form-select-sm" defaultValue={DEFAULT_SLIP_LAYOUT}>
          {slipLayouts.map((layout) => (
            <option key={layout} value={layout}>
              {t(`slips.layout.${layout}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label" htmlFor="slips-day">
          {t("slips.day")}
        </label>
        <input id="slips-day" name="day" type="date" className="form-control form-control-sm" aria-describedby="slips-day-hint" />
      </div>
      <div className="form-check">
        <input id="slips-ship" name="ship" value="1" type="checkbox" className="form-check-input" />
        <label className="form-check-label" htmlFor="slips-ship">
          {t("slips.markShipped")}
        </label>
      </div>
      <button type="submit" className="btn btn-sm btn-dark">
        {t("slips.print")}
      </button>
      <button type="submit" className="btn btn-sm btn-outline-dark" formMethod="get" formAction={adminRoutes.carrierCsv()}>
        {t("slips.exportCsv")}
      </button>
      <p id="slips-day-hint" className="form-text w-100 mb-0">
        {t("slips.dayHint")}
      </p>
    </form>
  );
}
