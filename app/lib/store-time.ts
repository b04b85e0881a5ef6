/**
 * Times staff type for the shop (a code's start and end): read on Tunis's clock. Apart from date-time.ts, which
 * formats, so that the shared schemas can parse without bringing formatting along.
 */
import { STORE_TIME_ZONE } from "./reports";

/** Minutes the store's clock is ahead of UTC at an instant ("GMT+01:00" → 60). */
function storeOffsetMinutes(at: Date): number {
  const offsets = new Intl.DateTimeFormat("en-US", { timeZone: STORE_TIME_ZONE, timeZoneName: "longOffset" });
  const name = offsets.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * A date and time as staff give it: with its offset or Z (ISO 8601), or without one, read on Tunis's clock
 * ("2026-07-01T09:00", as a datetime-local field sends it). Null when it is not a real date and time.
 */
export function parseStoreDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "0", zone] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const check = new Date(wall);
  // Refuse what Date would roll over (February 30th, 25:00).
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1 || check.getUTCHours() !== Number(hour)) return null;
  if (zone) return new Date(text.trim());
  return new Date(wall - storeOffsetMinutes(new Date(wall)) * 60_000);
}

/**
 * An instant as a datetime-local field shows it on Tunis's clock ("2026-07-01T09:00"), the reverse of
 * parseStoreDateTime; "" for none or for what is not a date.
 */
export function storeDateTimeInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const wall = new Date(date.getTime() + storeOffsetMinutes(date) * 60_000);
  return wall.toISOString().slice(0, 16);
}
