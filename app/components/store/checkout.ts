/**
 * What the cart page's action and its checkout dialog share. Kept apart from the dialog so that the page
 * can name them without downloading the dialog's code, which loads later.
 */
export const CHECKOUT_FORM_ID = "checkout";

/** An order the API refused: the reasons it gave, and a fresh id so the notice fades in again. */
export interface OrderFailure {
  id: string;
  messages: string[];
}
