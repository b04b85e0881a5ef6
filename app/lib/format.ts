const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,249.50" */
export function formatUsd(amount: number | string): string {
  return usd.format(Number(amount));
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** SPEC 9: dates like "mar 05, 2023" (UTC, so server and browser agree). */
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${months[d.getUTCMonth()]} ${day}, ${d.getUTCFullYear()}`;
}

export function formatPhone(telephone: string): string {
  return `+216 ${telephone}`;
}

/** The three device icons of the messages screen; `deviceFromUserAgent` (app/lib/device.server.ts) picks one. */
export type Device = "tablet" | "mobile" | "desktop";
