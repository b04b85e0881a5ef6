/**
 * Calendar days, as the back office filters orders by them (`from` and `to`, both included) and names its exports.
 *
 * What "a day" is: a UTC calendar day, 00:00 to 24:00 UTC. That is the day the store already prints beside every
 * order, message and post (`formatDate` writes dates in UTC, so server and browser agree), so an order listed as
 * "may 05" is found by `from=2024-05-05` and `to=2024-05-05`, and never by the day next to it. Tunisia is UTC+1 all
 * year (no summer time), so the store's day starts at 01:00 Tunis time: an order placed between midnight and
 * 1 am in Tunis counts for the day before, exactly as the list shows it. Moving the store to Tunis days means
 * moving `formatDate`, the functions below and `utcDayStart` (app/models/orders.server.ts) together, by the same
 * fixed hour.
 */

/** `YYYY-MM-DD`, the form `<input type="date">` sends and the API takes. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A real calendar day written `YYYY-MM-DD`, from 0001-01-01 to 9999-12-31 (2024-02-30 is not one). The database
 * works out where a day starts and ends (`utcDayStart` in app/models/orders.server.ts), so every such day works,
 * the last one included, whose end JavaScript cannot write as a timestamp PostgreSQL reads.
 */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day an instant falls on, `YYYY-MM-DD`. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A date and time as spreadsheets read them, `YYYY-MM-DD HH:MM:SS`, in UTC like the days above. */
export function dayTimeOf(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace("T", " ");
}

/** A day range as typed, both ends optional: the ends that are real days, earliest first. */
export function dayRange(from: string | null | undefined, to: string | null | undefined): { from: string; to: string } {
  const cleanFrom = from && isDay(from) ? from : "";
  const cleanTo = to && isDay(to) ? to : "";
  // Days written YYYY-MM-DD compare as text; bounds typed the wrong way round are swapped, like the price filter's.
  return cleanFrom && cleanTo && cleanFrom > cleanTo ? { from: cleanTo, to: cleanFrom } : { from: cleanFrom, to: cleanTo };
}
