/**
 * Dates with their time, as the shop's staff read them: on Tunisia's clock, whatever the server's or the
 * browser's. Kept apart from i18n.ts, which every storefront page downloads, since only the back office shows times.
 */
import { formatDate, formatNumber, type Locale } from "./i18n";
import { STORE_TIME_ZONE } from "./reports";

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: STORE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The day in the page's language and the 24-hour time, both in Tunis: "nov 25, 2026 23:05". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  const day = formatDate(`${parts.year}-${parts.month}-${parts.day}T00:00:00Z`, locale);
  const two = (text: string) => formatNumber(Number(text), locale).padStart(2, formatNumber(0, locale));
  return `${day} ${two(parts.hour)}:${two(parts.minute)}`;
}
