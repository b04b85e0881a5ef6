import { useCallback, useEffect, useRef } from "react";
import { useControlField, useField, useFormContext } from "remix-validated-form";
import { useI18n } from "~/components/i18n";
import { QUANTITY_MAX_LENGTH } from "~/lib/limits";
import { sizeLabel, sizeSetOf } from "~/lib/sizes";
import { gridSizesOf, hasStockGrid, SIZES_FIELD, stockFieldName } from "./product-validators";

/** The sum of the grid's inputs that hold a whole number: what the read-only Quantity shows while staff type. */
function typedTotal(grid: HTMLElement): number {
  let total = 0;
  for (const input of grid.querySelectorAll("input")) {
    const value = input.value.trim();
    if (/^\d+$/.test(value)) total += Number(value);
  }
  return total;
}

/**
 * SPEC's Quantity. For a one-size type (jewellery, watches, handbags) it is the stock; for a type sold in sizes it is
 * read-only and shows the total of the grid (live with JavaScript; the server computes it again in any case). `total`
 * names the hint of another total it shows: a product with colours adds up theirs.
 */
export function QuantityField({ formId, total }: { formId: string; total?: "colors.totalHint" }) {
  const { t, localize } = useI18n();
  const [type] = useControlField<string | undefined>("type", formId);
  const [quantity, setQuantity] = useControlField<string | number | undefined>("quantity", formId);
  const field = useField("quantity", { formId });
  const isTotal = total !== undefined || hasStockGrid(type);
  const id = `${formId}-quantity`;
  const error = isTotal || !field.error ? undefined : localize(field.error);
  const describedBy = [isTotal ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <label htmlFor={id} className="form-label">
        {t("field.quantity")}
      </label>
      <input
        {...field.getInputProps({
          id,
          type: "text",
          inputMode: "numeric",
          maxLength: QUANTITY_MAX_LENGTH,
          required: !isTotal,
          readOnly: isTotal,
          value: quantity ?? "",
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => setQuantity(event.target.value),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        } as never)}
        className={`${isTotal ? "form-control-plaintext" : "form-control"}${error ? " is-invalid" : ""}`}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {isTotal ? (
        <div id={`${id}-hint`} className="form-text mt-0">
          {t(total ?? "sizes.totalHint")}
        </div>
      ) : null}
    </>
  );
}

function SizeStockInput({ formId, size, label }: { formId: string; size: string; label: string }) {
  const name = stockFieldName(size);
  const { error, getInputProps } = useField(name, { formId });
  const id = `${formId}-${name}`;
  // A label on two lines (a kids' age in Arabic) must not push its input below its neighbours'.
  return (
    <div className="col d-flex flex-column">
      <label htmlFor={id} className="form-label mb-1 flex-grow-1">
        {label}
      </label>
      <input
        {...getInputProps({
          id,
          type: "text",
          inputMode: "numeric",
          maxLength: QUANTITY_MAX_LENGTH,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
        className={`form-control${error ? " is-invalid" : ""}`}
      />
    </div>
  );
}

/**
 * The stock of each size of the chosen type: one input per size, labelled with the size; empty is "not sold in this
 * size", 0 is "sold out in it". One-size types have no grid (SPEC's Quantity is their stock). The grid follows the
 * type select like the categories do: at once with JavaScript, through the Choose type button without it.
 * `withOneSize` adds the row of stock kept before sizes existed, so staff can move it into real sizes.
 */
export function SizeStockFields({ formId, withOneSize = false }: { formId: string; withOneSize?: boolean }) {
  const { t, localize } = useI18n();
  const [type] = useControlField<string | undefined>("type", formId);
  const [, setQuantity] = useControlField<string | number | undefined>("quantity", formId);
  const { fieldErrors, validateField } = useFormContext(formId);
  const grid = useRef<HTMLDivElement>(null);
  const gridError = fieldErrors[SIZES_FIELD];
  const showTotal = useCallback(() => {
    if (grid.current) setQuantity(String(typedTotal(grid.current)));
  }, [setQuantity]);
  // A type with other sizes shows other inputs: the total is theirs. Also sets it once JavaScript starts.
  useEffect(showTotal, [type, showTotal]);

  if (!hasStockGrid(type)) return null;
  const sizes = gridSizesOf(type ?? "", withOneSize);
  const id = `${formId}-sizes`;
  const sizeErrors = sizes.flatMap((size) => {
    const message = fieldErrors[stockFieldName(size)];
    return message ? [{ size, id: `${formId}-${stockFieldName(size)}-error`, message: localize(message) }] : [];
  });
  return (
    <fieldset className="mb-3" aria-describedby={[`${id}-hint`, gridError ? `${id}-error` : null].filter(Boolean).join(" ")}>
      <legend className="form-label fs-6 mb-1">{t("sizes.legend")}</legend>
      <div id={`${id}-hint`} className="form-text mt-0 mb-2">
        {t("sizes.hint")}
      </div>
      <div
        key={sizeSetOf(type ?? "")}
        ref={grid}
        className="row row-cols-3 row-cols-sm-4 row-cols-md-6 g-2"
        onChange={() => {
          showTotal();
          // "Give the stock of at least one size" goes as soon as one is given.
          if (gridError) void validateField(SIZES_FIELD);
        }}
      >
        {sizes.map((size) => (
          <SizeStockInput key={size} formId={formId} size={size} label={sizeLabel(size, t)} />
        ))}
      </div>
      {sizeErrors.map((error) => (
        <div key={error.id} id={error.id} className="invalid-feedback d-block">
          {t("sizes.sizeError", { size: sizeLabel(error.size, t), message: error.message })}
        </div>
      ))}
      {gridError ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {localize(gridError)}
        </div>
      ) : null}
    </fieldset>
  );
}
