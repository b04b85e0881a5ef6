import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Money, useI18n, type I18n } from "~/components/i18n";
import { Notice } from "~/components/notice";
import type { FormAnswer } from "~/lib/form-check";
import { DEFAULT_LOCALE, localeInfo } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { SHOPPER_EMAIL_MAX } from "~/lib/shopper-mail";
import { places, tunisianStates } from "~/lib/states";
import type { TextId } from "~/lib/text-ids";
import {
  CHECKOUT_FORM_ID,
  SHOWN_FEE_FIELD,
  SHOWN_TOTAL_FIELD,
  type CheckoutReview,
  type OrderFailure,
  type ShippingQuote,
} from "./checkout";
import { CheckedField, CheckedForm, CheckedSubmit, TelephoneField, useCheckedField } from "./checked-form";
import type { StoreNotice } from "./flash.server";
import { Icon } from "./icons";

/** The same schema checks the dialog in the browser (loaded when the shopper starts typing) and the order in the action. */
const loadShippingSchema = () => import("~/lib/order-schemas").then((schemas) => schemas.shippingSchema);

/**
 * The governorates by their names in the page's language, in that language's alphabetical order (English
 * keeps SPEC's list as it is); the value sent stays SPEC's English name.
 */
function stateOptions({ t, locale }: Pick<I18n, "t" | "locale">) {
  const states = tunisianStates.map((state) => ({ value: state, label: t(`state.${state}` as TextId) }));
  if (locale !== DEFAULT_LOCALE) {
    const collator = new Intl.Collator(localeInfo[locale].intl);
    states.sort((x, y) => collator.compare(x.label, y.label));
  }
  return [{ value: "", label: t("checkout.chooseState") }, ...states];
}

const placeLabels: Record<(typeof places)[number], TextId> = { Home: "checkout.home", Office: "checkout.office" };

const DEFAULT_PLACE = "Home";

function PlaceField() {
  const { t, localize } = useI18n();
  const { error, getInputProps } = useCheckedField("place");
  const errorId = `${CHECKOUT_FORM_ID}-place-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{t("checkout.place")}</legend>
      <div className="d-flex gap-2">
        {places.map((place) => (
          <div key={place}>
            <input {...getInputProps({ type: "radio", value: place, id: `${CHECKOUT_FORM_ID}-place-${place}`, className: "btn-check" })} />
            <label className="filter-chip" htmlFor={`${CHECKOUT_FORM_ID}-place-${place}`}>
              {t(placeLabels[place])}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {localize(error)}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The governorate chosen in the form, followed as the shopper changes it (JavaScript only). */
function useChosenState(formRef: RefObject<HTMLFormElement>, initial: string | null): string | null {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const form = formRef.current;
    const select = form?.elements.namedItem("state");
    if (!form || !(select instanceof HTMLSelectElement)) return;
    const follow = () => setState(select.value || null);
    follow();
    form.addEventListener("change", follow);
    return () => form.removeEventListener("change", follow);
  }, [formRef]);
  return state;
}

/**
 * The delivery fee and the total to pay, before the order is sent: with JavaScript for the governorate chosen,
 * at once; without it, on the step the server answers after the form is posted (`review`). The fee shown
 * travels with the order, which the server places only at that fee.
 */
function ShippingFee({
  quotes,
  review,
  formRef,
}: {
  quotes: Record<string, ShippingQuote> | null;
  review: CheckoutReview | null;
  formRef: RefObject<HTMLFormElement>;
}) {
  const { t } = useI18n();
  const state = useChosenState(formRef, review?.state ?? null);
  const quote = state === review?.state ? review : state ? (quotes?.[state] ?? null) : null;
  return (
    <div className="checkout-fee" aria-live="polite" data-testid="checkout-fee">
      {quote ? (
        <>
          {review && quote === review ? (
            <p className="checkout-fee-review" role={review.codeDropped ? "alert" : undefined}>
              {review.codeDropped ?? t("checkout.review")}
            </p>
          ) : null}
          <dl className="cart-summary-list mb-0">
            {quote.discount ? (
              <div>
                <dt>{t("cart.discount", { code: quote.discount.code })}</dt>
                <dd data-testid="checkout-discount">
                  {quote.discount.amount ? <Money amount={quote.discount.amount} off /> : t("cart.freeDelivery")}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("checkout.shippingFee")}</dt>
              <dd data-testid="checkout-shipping-fee">{quote.free ? t("checkout.free") : <Money amount={quote.shippingFee} />}</dd>
            </div>
            <div className="cart-summary-total">
              <dt>{t("checkout.total")}</dt>
              <dd data-testid="checkout-total">
                <Money amount={quote.total} />
              </dd>
            </div>
          </dl>
          <input type="hidden" name={SHOWN_FEE_FIELD} value={quote.shippingFee} />
          <input type="hidden" name={SHOWN_TOTAL_FIELD} value={quote.total} />
        </>
      ) : (
        <p className="mb-0 small text-body-secondary">{t("checkout.feeAfterState")}</p>
      )}
    </div>
  );
}

/** The order's number and a link to its page, once it is placed. */
function OrderPlaced({ reference }: { reference: string }) {
  const { t, path } = useI18n();
  return (
    <>
      <p className="mt-3 mb-1">
        {t("checkout.reference")}{" "}
        <bdi dir="ltr" className="fw-semibold" data-testid="order-reference">
          {reference}
        </bdi>
      </p>
      <Link to={path(routes.orderConfirmation(reference))}>{t("checkout.viewOrder")}</Link>
    </>
  );
}

/**
 * "Shipping information": URL state (/cart?checkout), so it opens without
 * JavaScript; with JavaScript it opens at once, takes focus and closes on Escape.
 */
export function CheckoutDialog({
  cartIsEmpty,
  cannotOrder,
  notice,
  failure,
  answer,
  quotes,
  review,
}: {
  cartIsEmpty: boolean;
  /**
   * Why the cart cannot be ordered as it stands (a line's colour gone or not chosen, sold out), or null. The form
   * is then not offered, unless it was just posted: what she typed stays, beside the reasons.
   */
  cannotOrder: string | null;
  notice: StoreNotice | null;
  failure: OrderFailure | null;
  /** The action's answer when it sent the form back: the errors and what was typed. */
  answer: FormAnswer | null;
  /** Each governorate's delivery fee and total for this cart; null when they could not be read. */
  quotes: Record<string, ShippingQuote> | null;
  /** The fee and total the server answered the posted form with, to be confirmed. */
  review: CheckoutReview | null;
}) {
  const navigate = useNavigate();
  const { t, path, locale } = useI18n();
  const cartPath = path(routes.cart());
  const states = useMemo(() => stateOptions({ t, locale }), [t, locale]);
  const dialogRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === "Escape") navigate(cartPath, { preventScrollReset: true });
    }
    document.addEventListener("keydown", closeOnEscape);
    document.body.classList.add("store-dialog-open");
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.body.classList.remove("store-dialog-open");
    };
  }, [navigate, cartPath]);

  const sent = notice?.kind === "success";
  const blocked = !sent && !cartIsEmpty && cannotOrder !== null && answer === null;
  return (
    <div className="store-dialog" role="dialog" aria-modal="true" aria-labelledby="checkout-title" tabIndex={-1} ref={dialogRef}>
      <div className="store-dialog-panel">
        <div className="store-dialog-header">
          <h2 id="checkout-title" className="h5 mb-0">
            {t("checkout.title")}
          </h2>
          <Link className="btn-close" to={cartPath} preventScrollReset aria-label={t("checkout.close")} />
        </div>
        {sent ? (
          <div className="store-dialog-body text-center py-5">
            <span className="store-success-icon" aria-hidden="true">
              <Icon name="check" size={32} />
            </span>
            <p role="status" className="h5 mt-3 mb-0">
              {notice.message}
            </p>
            {notice.reference ? <OrderPlaced reference={notice.reference} /> : null}
          </div>
        ) : cartIsEmpty || blocked ? (
          <div className="store-dialog-body">
            <p className="mb-0" role={blocked ? "alert" : undefined}>
              {blocked ? cannotOrder : t("checkout.emptyCart")}
            </p>
          </div>
        ) : (
          <CheckedForm
            id={CHECKOUT_FORM_ID}
            loadSchema={loadShippingSchema}
            answer={answer}
            action={path(routes.checkout())}
            preventScrollReset
            noValidate
            defaultValues={{ place: DEFAULT_PLACE }}
            formRef={formRef}
          >
            <input type="hidden" name="intent" value="order" />
            <div className="store-dialog-body">
              {failure ? (
                <>
                  <Notice key={failure.id} kind="error">
                    {t("notice.genericError")}
                  </Notice>
                  {/* The reason stays after the notice fades: a short stock names the product (in the page's language, from the action). */}
                  <p className="text-danger small">{failure.messages.join(" ")}</p>
                </>
              ) : null}
              <p className="small text-body-secondary">{t("checkout.payOnDelivery")}</p>
              <div className="row gx-3">
                <div className="col-sm-6">
                  <CheckedField name="fullName" label={t("checkout.fullName")} autoComplete="name" />
                </div>
                <div className="col-sm-6">
                  <TelephoneField label={t("checkout.telephone")} />
                </div>
                <div className="col-sm-6">
                  <CheckedField name="state" label={t("checkout.state")} as="select" options={states} />
                </div>
                <div className="col-sm-6">
                  <CheckedField name="city" label={t("checkout.city")} autoComplete="address-level2" />
                </div>
                <div className="col-sm-8">
                  {/* "street-address" is for a multi-line control; a one-line street is the address's first line. */}
                  <CheckedField name="street" label={t("checkout.street")} autoComplete="address-line1" />
                </div>
                <div className="col-sm-4">
                  <CheckedField name="zip" label={t("checkout.zip")} autoComplete="postal-code" />
                </div>
              </div>
              {/* Optional: for news of this order only, never the newsletter (which asks its own consent). */}
              <CheckedField
                name="email"
                type="email"
                label={t("checkout.email")}
                hint={t("checkout.emailHint")}
                autoComplete="email"
                inputMode="email"
                maxLength={SHOPPER_EMAIL_MAX}
              />
              <PlaceField />
              <ShippingFee quotes={quotes} review={review} formRef={formRef} />
            </div>
            <div className="store-dialog-footer">
              <Link className="btn btn-outline-secondary store-btn" to={cartPath} preventScrollReset>
                {t("checkout.close")}
              </Link>
              <CheckedSubmit className="btn btn-dark store-btn">{t("checkout.send")}</CheckedSubmit>
            </div>
          </CheckedForm>
        )}
        {sent || cartIsEmpty || blocked ? (
          <div className="store-dialog-footer">
            <Link className="btn btn-dark store-btn" to={cartPath} preventScrollReset>
              {t("checkout.close")}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
