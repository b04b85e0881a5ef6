/**
 * The shop's caps on one order (app/lib/limits.ts OrderLimits), checked the same way by the API's schema, the
 * order's transaction and the cart: lines of one product in one colour and size count together, as the order
 * merges them.
 */
import type { OrderLimits } from "./limits";

export interface CountedLine {
  id: number;
  /** The colour's id, for a product with colours. */
  color?: number | null;
  size?: string | null;
  quantity: number;
}

export type OrderLimitProblem =
  /** `index`: the line (0-based) at which its product, colour and size go over the cap. */
  { kind: "line"; index: number; max: number } | { kind: "order"; max: number };

/** Every cap the lines go over: each product, colour and size once, then the order's total. */
export function orderLimitProblems(lines: readonly CountedLine[], limits: OrderLimits): OrderLimitProblem[] {
  const units = new Map<string, number>();
  const problems: OrderLimitProblem[] = [];
  let total = 0;
  lines.forEach((line, index) => {
    const key = `${line.id}|${line.color ?? ""}|${line.size ?? ""}`;
    const before = units.get(key) ?? 0;
    units.set(key, before + line.quantity);
    if (before <= limits.lineUnits && before + line.quantity > limits.lineUnits)
      problems.push({ kind: "line", index, max: limits.lineUnits });
    total += line.quantity;
  });
  if (total > limits.orderUnits) problems.push({ kind: "order", max: limits.orderUnits });
  return problems;
}
