import { UAParser } from "ua-parser-js";
import type { Device } from "~/lib/format";

/**
 * Normalises a browser user agent to the three icons the messages screen knows.
 * Server-only: the user-agent parser weighs about 9 KB gzip, and only the API needs it.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  const type = new UAParser(userAgent ?? "").getDevice().type;
  if (type === "tablet") return "tablet";
  if (type === "mobile" || type === "wearable") return "mobile";
  return "desktop";
}
