import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Notice } from "~/components/notice";
import type { FormAnswer } from "~/lib/form-check";
import { TELEPHONE_LENGTH } from "~/lib/limits";
import { cartEn } from "~/components/store/messages/cart";
import { en, say } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { PHONE_PREFIX, places, tunisianStates } from "~/lib/states";
import { CHECKOUT_FORM_ID, type OrderFailure } from "./checkout";
import { CheckedField, CheckedForm, CheckedSubmit, useCheckedField } from "./checked-form";
import type { StoreNotice } from "./flash.server";
import { Icon } from "./icons";

/** The same schema checks the dialog in the browser (loaded when the shopper starts typing) and the order in the action. */
const loadShippingSchema = () => import("~/lib/schemas").then((schemas) => schemas.shippingSchema);

const stateOptions = [{ value: "", label: cartEn["checkout.chooseState"] }, ...tunisianStates.map((s) => ({ value: s, label: s }))];
const placeLabels = { Home: cartEn["checkout.home"], Office: cartEn["checkout.office"] } as const;

const DEFAULT_PLACE = "Home";

function PlaceField() {
  const { error, getInputProps } = useCheckedField("place");
  const errorId = `${CHECKOUT_FORM_ID}-place-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{cartEn["checkout.place"]}</legend>
      <div className="d-flex gap-2">
        {places.map((place) => (
          <div key={place}>
            <input
              {...getInputProps({ type: "radio", value: place, id: `${CHECKOUT_FORM_ID}-place-${place}`, className: "btn-check" })}
            />
            <label className="filter-chip" htmlFor={`${CHECKOUT_FORM_ID}-place-${place}`}>
              {placeLabels[place]}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * "Shipping information": URL state (/cart?checkout), so it opens without
 * JavaScript; with JavaScript it opens at once, takes focus and closes on Escape.
 */
export function CheckoutDialog({
  cartIsEmpty,
  notice,
  failure,
  answer,
}: {
  cartIsEmpty: boolean;
  notice: StoreNotice | null;
  failure: OrderFailure | null;
  /** The action's answer when it sent the form back: the errors and what was typed. */
  answer: FormAnswer | null;
}) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === "Escape") navigate(routes.cart(), { preventScrollReset: true });
    }
    document.addEventListener("keydown", closeOnEscape);
    document.body.classList.add("store-dialog-open");
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.body.classList.remove("store-dialog-open");
    };
  }, [navigate]);

  const sent = notice?.kind === "success";
  return (
    <div className="store-dialog" role="dialog" aria-modal="true" aria-labelledby="checkout-title" tabIndex={-1} ref={dialogRef}>
      <div className="store-dialog-panel">
        <div className="store-dialog-header">
          <h2 id="checkout-title" className="h5 mb-0">
            {cartEn["checkout.title"]}
          </h2>
          <Link className="btn-close" to={routes.cart()} preventScrollReset aria-label={cartEn["checkout.close"]} />
        </div>
        {sent ? (
          <div className="store-dialog-body text-center py-5">
            <span className="store-success-icon" aria-hidden="true">
              <Icon name="check" size={32} />
            </span>
            <p role="status" className="h5 mt-3 mb-0">
              {notice.message}
            </p>
          </div>
        ) : cartIsEmpty ? (
          <div className="store-dialog-body">
            <p className="mb-0">{cartEn["checkout.emptyCart"]}</p>
          </div>
        ) : (
          <CheckedForm
            id={CHECKOUT_FORM_ID}
            loadSchema={loadShippingSchema}
            answer={answer}
            action={routes.checkout()}
            preventScrollReset
            noValidate
            defaultValues={{ place: DEFAULT_PLACE }}
          >
            <input type="hidden" name="intent" value="order" />
            <div className="store-dialog-body">
              {failure ? (
                <>
                  <Notice key={failure.id} kind="error">
                    {en["notice.genericError"]}
                  </Notice>
                  {/* The reason stays after the notice fades: a short stock names the product. */}
                  <p className="text-danger small">
                    {failure.messages.map(say.withFullStop).join(" ")}
                  </p>
                </>
              ) : null}
              <p className="small text-body-secondary">{cartEn["checkout.payOnDelivery"]}</p>
              <div className="row gx-3">
                <div className="col-sm-6">
                  <CheckedField name="fullName" label={cartEn["checkout.fullName"]} autoComplete="name" />
                </div>
                <div className="col-sm-6">
                  <CheckedField
                    name="telephone"
                    label={cartEn["checkout.telephone"]}
                    type="tel"
                    inputMode="numeric"
                    maxLength={TELEPHONE_LENGTH}
                    autoComplete="tel-national"
                    prefix={PHONE_PREFIX}
                  />
                </div>
                <div className="col-sm-6">
                  <CheckedField name="state" label={cartEn["checkout.state"]} as="select" options={stateOptions} />
                </div>
                <div className="col-sm-6">
                  <CheckedField name="city" label={cartEn["checkout.city"]} autoComplete="address-level2" />
                </div>
                <div className="col-sm-8">
                  <CheckedField name="street" label={cartEn["checkout.street"]} autoComplete="street-address" />
                </div>
                <div className="col-sm-4">
                  <CheckedField name="zip" label={cartEn["checkout.zip"]} autoComplete="postal-code" />
                </div>
              </div>
              <PlaceField />
            </div>
            <div className="store-dialog-footer">
              <Link className="btn btn-outline-secondary store-btn" to={routes.cart()} preventScrollReset>
                {cartEn["checkout.close"]}
              </Link>
              <CheckedSubmit className="btn btn-dark store-btn">{cartEn["checkout.send"]}</CheckedSubmit>
            </div>
          </CheckedForm>
        )}
        {sent || cartIsEmpty ? (
          <div className="store-dialog-footer">
            <Link className="btn btn-dark store-btn" to={routes.cart()} preventScrollReset>
              {cartEn["checkout.close"]}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
