import { useField, ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form";
import { useI18n } from "~/components/i18n";
import { sizeLabel, ONE_SIZE } from "~/lib/sizes";
import { SKU_MAX_LENGTH } from "~/lib/sku";
import type { Product } from "~/lib/types";
import { codeFieldName, variantCodesValidator } from "./product-validators";

export const CODES_FORM = "variant-codes";
export const CODES_INTENT = "codes";

/** The longest barcode (GTIN-14), with room for the spaces a hand may type between its groups. */
const BARCODE_INPUT_MAX = 20;

/** A variant's key in the loader's `waiting`: its colour (null without colours) and size. */
export const variantKey = (colorId: number | null, size: string) => `${colorId}:${size}`;

/** The form's values as stored (the loader's setFormDefaults): every variant's SKU and barcode, by field name. */
export function storedCodeValues(product: Product): Record<string, string> {
  return Object.fromEntries(
    (product.variants ?? []).flatMap((variant) => [
      [codeFieldName("sku", variant.colorId, variant.size), variant.sku],
      [codeFieldName("barcode", variant.colorId, variant.size), variant.barcode ?? ""],
    ]),
  );
}

function CodeInput({ name, label, maxLength, numeric }: { name: string; label: string; maxLength: number; numeric?: boolean }) {
  const { localize } = useI18n();
  const field = useField(name, { formId: CODES_FORM });
  const error = field.error ? localize(field.error) : undefined;
  const { getInputProps } = field;
  const id = `${CODES_FORM}-${name.replace(/:/g, "-")}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        {...getInputProps({
          id,
          type: "text",
          maxLength,
          inputMode: numeric ? "numeric" : undefined,
          autoComplete: "off",
          spellCheck: false,
          dir: "ltr",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
        className={`form-control form-control-sm font-monospace${error ? " is-invalid" : ""}`}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </>
  );
}

/**
 * Each variant's SKU and barcode in a form of its own: saving codes never sends the stock, so it cannot undo an
 * order or a count made while the page was open. Variants appear once saved (a new size gets its SKU on saving).
 * Keyed by the product's last change, so that a save shows the codes as stored (upper case), not as typed.
 * Beside a variant's stock, how many shoppers wait for it (`waiting`: confirmed back-in-stock alerts, worded by the loader).
 */
export function VariantCodesForm({ product, waiting }: { product: Product; waiting: Record<string, string> }) {
  const { t } = useI18n();
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  const colorName = (colorId: number | null) => product.colors?.find((color) => color.id === colorId)?.name ?? "";
  const variantName = (colorId: number | null, size: string) =>
    [colorName(colorId), size === ONE_SIZE && colorId !== null ? "" : sizeLabel(size, t)].filter(Boolean).join(" · ");
  return (
    <section className="admin-card mt-4" aria-labelledby="codes-heading">
      <h2 id="codes-heading">{t("codes.title")}</h2>
      <p id="codes-hint" className="form-text mt-0">
        {t("codes.hint")}
      </p>
      <ValidatedForm key={`codes-${product.updateAt}`} validator={variantCodesValidator} method="post" id={CODES_FORM} noValidate>
        <FormError />
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-describedby="codes-hint">
            <thead>
              <tr>
                <th scope="col">{t("codes.variant")}</th>
                <th scope="col" className="text-end">
                  {t("codes.stock")}
                </th>
                <th scope="col">{t("codes.sku")}</th>
                <th scope="col">{t("codes.barcode")}</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => {
                const name = variantName(variant.colorId, variant.size);
                const asked = waiting[variantKey(variant.colorId, variant.size)];
                return (
                  <tr key={variantKey(variant.colorId, variant.size)}>
                    <th scope="row" className="fw-normal">
                      {name}
                    </th>
                    <td className="text-end">
                      {variant.quantity}
                      {asked ? <span className="badge text-bg-warning ms-2">{asked}</span> : null}
                    </td>
                    <td>
                      <CodeInput
                        name={codeFieldName("sku", variant.colorId, variant.size)}
                        label={t("codes.skuOf", { variant: name })}
                        maxLength={SKU_MAX_LENGTH}
                      />
                    </td>
                    <td>
                      <CodeInput
                        name={codeFieldName("barcode", variant.colorId, variant.size)}
                        label={t("codes.barcodeOf", { variant: name })}
                        maxLength={BARCODE_INPUT_MAX}
                        numeric
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <SubmitButton formId={CODES_FORM} name="intent" value={CODES_INTENT} className="btn btn-outline-dark">
          {t("codes.save")}
        </SubmitButton>
      </ValidatedForm>
    </section>
  );
}

/** What is wrong with the codes as a whole (a code another product keeps), above the table. */
function FormError() {
  const { localize } = useI18n();
  const { error } = useField("codes", { formId: CODES_FORM });
  return error ? (
    <div className="alert alert-danger" role="alert">
      {localize(error)}
    </div>
  ) : null;
}
