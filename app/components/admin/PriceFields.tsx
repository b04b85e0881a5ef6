import { Field } from "~/components/form";
import { useI18n } from "~/components/i18n";
import { PRICE_MAX_LENGTH } from "~/lib/limits";
import { currencySymbol } from "./price";

/**
 * The product form's Price and, beside it, the optional Compare-at price (the price before a sale), each a
 * column of the form's first row. Both are checked by the product schema: the compare-at price with the price's
 * own rules, and above the price.
 */
export function PriceFields({ formId }: { formId: string }) {
  const { t, currency, locale } = useI18n();
  const prefix = currencySymbol(currency, locale);
  return (
    <>
      <div className="col-6 col-md-3">
        <Field
          formId={formId}
          name="price"
          label={t("field.price")}
          inputMode="decimal"
          maxLength={PRICE_MAX_LENGTH}
          prefix={prefix}
          required
          className=""
        />
      </div>
      <div className="col-6 col-md-3">
        <Field
          formId={formId}
          name="compareAtPrice"
          label={t("field.compareAtPrice")}
          inputMode="decimal"
          maxLength={PRICE_MAX_LENGTH}
          prefix={prefix}
          hint={t("field.compareAtPriceHint")}
          className=""
        />
      </div>
    </>
  );
}
