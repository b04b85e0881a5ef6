import { Form, useSubmit } from "@remix-run/react";
import { useI18n } from "~/components/i18n";

/** What the product page's loader writes for each swatch (ColorChoice in ./colors.server). */
interface Swatch {
  id: number;
  name: string;
  hex: string;
  soldOut: boolean;
  note: string | null;
}

export const COLOR_ERROR_ID = "color-error";

/**
 * The colour swatches: radios in a GET form of their own, so that without JavaScript "Show this colour" opens the
 * page at `?color=<id>` (every colour has its address), and with it a choice shows at once (`onPick`) while the
 * address follows without a jump. The add-to-cart form carries the colour shown, in a hidden field.
 */
export function ColorPicker({
  choices,
  shown,
  error,
  onPick,
}: {
  choices: Swatch[];
  shown: number;
  error: string | null;
  onPick: (id: number) => void;
}) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <Form method="get" className="product-colors" preventScrollReset replace>
      <fieldset aria-describedby={error ? COLOR_ERROR_ID : undefined}>
        <legend className="form-label fs-6 mb-2">
          {t("color.label")}{" "}
          <span className="color-picker-current" aria-hidden="true">
            {choices.find((choice) => choice.id === shown)?.name}
          </span>
        </legend>
        <div className="size-picker">
          {choices.map((choice) => (
            <div key={choice.id}>
              <input
                className="btn-check"
                type="radio"
                name="color"
                id={`color-${choice.id}`}
                value={choice.id}
                checked={choice.id === shown}
                onChange={(event) => {
                  onPick(choice.id);
                  submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
                }}
              />
              <label className={`size-chip color-chip${choice.soldOut ? " color-sold-out" : ""}`} htmlFor={`color-${choice.id}`}>
                <span className="color-dot" style={{ backgroundColor: choice.hex }} aria-hidden="true" />
                <b>{choice.name}</b> {choice.note ? <small>{choice.note}</small> : null}
              </label>
            </div>
          ))}
        </div>
        {error ? (
          <p id={COLOR_ERROR_ID} role="alert" className="invalid-feedback d-block mb-0">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-outline-dark btn-sm mt-2 color-show">
          {t("color.show")}
        </button>
      </fieldset>
    </Form>
  );
}
