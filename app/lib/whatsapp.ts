/**
 * "Confirm on WhatsApp" (the order modal): a wa.me link to the shopper's number with the confirmation message
 * written in the language of her order, as staff in this market confirm orders by chat as often as by call. No API
 * key and no script: the link opens WhatsApp with the text, and staff send it themselves.
 */
import { PHONE_PREFIX } from "./states";

/** The wa.me address of a Tunisian number (8 national digits) with a prefilled text. */
export function whatsAppLink(telephone: string, text: string): string {
  const digits = `${PHONE_PREFIX}${telephone}`.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The note a confirmation made by chat records, as staff type it after the call. */
export const WHATSAPP_NOTE = "WhatsApp";
