/**
 * The delivery fees the store charges (app/lib/shipping.ts has the rules shared with the pages): one row per
 * governorate that staff have priced, and the free-shipping threshold in the store's settings.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { shippingFees, storeSettings } from "~/db/schema";
import type { Currency } from "~/lib/i18n";
import { normalizeAmount } from "~/lib/money";
import { defaultShippingRates, type ShippingRates } from "~/lib/shipping";

export const FREE_SHIPPING_SETTING = "free_shipping_over";

/** Every governorate's fee (the default fee where staff set none) and the free-shipping threshold. */
export async function readShippingRates(db: Db, currency: Currency): Promise<ShippingRates> {
  const [rows, [threshold]] = await Promise.all([
    db.select().from(shippingFees),
    db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, FREE_SHIPPING_SETTING)),
  ]);
  const stored = new Map(rows.map((row) => [row.state, row.fee]));
  const defaults = defaultShippingRates(currency);
  return {
    fees: defaults.fees.map((row) => ({ state: row.state, fee: normalizeAmount(stored.get(row.state) ?? row.fee, currency) })),
    freeShippingOver: threshold?.value ? normalizeAmount(threshold.value, currency) : null,
  };
}

/** Replaces the fees of the governorates given and the threshold, in one transaction. */
export async function saveShippingRates(db: Db, rates: ShippingRates): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { state, fee } of rates.fees) {
      await tx.insert(shippingFees).values({ state, fee }).onConflictDoUpdate({ target: shippingFees.state, set: { fee } });
    }
    await tx
      .insert(storeSettings)
      .values({ key: FREE_SHIPPING_SETTING, value: rates.freeShippingOver })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: rates.freeShippingOver, updateAt: new Date() } });
  });
}
