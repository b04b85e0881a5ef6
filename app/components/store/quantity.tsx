import { useState } from "react";
import { useI18n } from "~/components/i18n";
import { Icon } from "./icons";

/**
 * Minus, plus and a free number input, never below 1 (SPEC 5). Without
 * JavaScript the buttons are hidden and the number input alone does the job.
 * SPEC sets the field no upper bound, so the input takes any number; the server keeps one order within the
 * shop's `limit` of one item, and the stepper says so as soon as it gets there: plus stops at it, with the reason.
 * It does its own small arithmetic rather than import the cart's rules, which would add the cart's module to the
 * product page's first download (the server clamps what is posted with `clampQuantity`).
 */
export function QuantityStepper({
  id,
  name,
  defaultValue = 1,
  limit,
}: {
  id: string;
  name: string;
  defaultValue?: number;
  limit?: number;
}) {
  const [value, setValue] = useState(String(defaultValue));
  const current = Number(value);
  const { t } = useI18n();
  const atLimit = limit !== undefined && Number.isFinite(current) && current >= limit;
  const limitId = `${id}-limit`;
  return (
    <>
      <div className="input-group quantity-stepper">
        <button
          type="button"
          className="btn btn-outline-secondary needs-js"
          aria-label={t("product.decrease")}
          aria-controls={id}
          disabled={!(current > 1)}
          onClick={() => setValue(String(Number.isFinite(current) ? Math.max(1, Math.floor(current) - 1) : 1))}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          className="form-control text-center"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={atLimit ? limitId : undefined}
          required
        />
        <button
          type="button"
          className="btn btn-outline-secondary needs-js"
          aria-label={t("product.increase")}
          aria-controls={id}
          disabled={atLimit}
          onClick={() => setValue(String(Number.isFinite(current) && current >= 1 ? Math.floor(current) + 1 : 1))}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      {/* Always in the page, so that a screen reader hears the reason when it appears. */}
      <p id={limitId} className="form-text text-body-secondary mb-0" role="status">
        {atLimit ? t("limits.lineUnits", { count: limit }) : null}
      </p>
    </>
  );
}
