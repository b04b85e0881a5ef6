/**
 * The life of a cash-on-delivery order (ARCHITECTURE decision 15), shared by the API, the back office and the
 * shopper's pages. SPEC's status is derived: 1 (Done) exactly when the order is delivered, 0 (Sending) before.
 */
export const orderStages = ["new", "confirmed", "shipped", "delivered", "cancelled", "returned", "refused"] as const;
export type OrderStage = (typeof orderStages)[number];

/** The way forward: placed, confirmed by the phone call, handed to the carrier, delivered with the cash collected. */
const forward: readonly OrderStage[] = ["new", "confirmed", "shipped", "delivered"];

/** Stages an order can still leave. */
export const openStages: readonly OrderStage[] = ["new", "confirmed", "shipped"];

/**
 * Stages whose pieces are still on the shelf but already taken off the stock (not handed to the carrier yet): a
 * stock count subtracts them from what it counted (docs/decisions/052).
 */
export const holdingStages: readonly OrderStage[] = ["new", "confirmed"];

/**
 * Stages that put the order's stock back, and its discount code's use: cancelled (before it left), returned (after
 * delivery) and refused (the parcel came back unopened from the door, docs/decisions/056).
 */
export const restockingStages: readonly OrderStage[] = ["cancelled", "returned", "refused"];

/** Refused at the door: only a parcel on its way can be, so only a shipped order may become refused. */
const refusableStages: readonly OrderStage[] = ["shipped"];

export function isOrderStage(value: unknown): value is OrderStage {
  return typeof value === "string" && (orderStages as readonly string[]).includes(value);
}

/**
 * Where an order may go from a stage: any later step forward (a shop may skip the call or the carrier, as SPEC's
 * Confirm does), or, before it is delivered, cancelled or returned; a shipped order may also be refused at the door
 * (a new or confirmed one never met the courier: it is cancelled). A delivered order may still come back
 * (returned: its stock goes back, and its invoice, if it has one, is cancelled by a credit note). Cancelled,
 * returned and refused are final.
 */
export function nextStagesOf(stage: OrderStage): OrderStage[] {
  if (stage === "delivered") return ["returned"];
  if (!openStages.includes(stage)) return [];
  const out = restockingStages.filter((to) => to !== "refused" || refusableStages.includes(stage));
  return [...forward.slice(forward.indexOf(stage) + 1), ...out];
}

export function canMove(from: OrderStage, to: OrderStage): boolean {
  return nextStagesOf(from).includes(to);
}

/** SPEC's status of an order in a stage: Done (1) once delivered, Sending (0) otherwise. */
export function statusOfStage(stage: OrderStage): 0 | 1 {
  return stage === "delivered" ? 1 : 0;
}
