/**
 * The messages a shopper gets about an order she placed with her e-mail (app/models/shopper-mail.server.ts), one
 * per move: received, confirmed, shipped, delivered, cancelled, refused at the door, returned whole, a return of
 * some pieces recorded, and an exchange's own order created. Shared by the model, the API and the back office.
 */
export const shopperMailKinds = [
  "received",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "refused",
  "returned",
  "return",
  "exchange",
] as const;
export type ShopperMailKind = (typeof shopperMailKinds)[number];

/** The message a move of an order to a stage sends; the stage New has none (the order's own message is "received"). */
export function shopperMailOfStage(stage: string): ShopperMailKind | null {
  return (shopperMailKinds as readonly string[]).includes(stage) ? (stage as ShopperMailKind) : null;
}

/** The longest e-mail address the checkout takes (RFC 5321's path limit). */
export const SHOPPER_EMAIL_MAX = 254;
