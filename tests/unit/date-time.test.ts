import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/date-time";

describe("a date with its time", () => {
  it("is read on Tunisia's clock, an hour ahead of UTC, even across midnight", () => {
    expect(formatDateTime("2026-11-25T09:05:00Z", "en")).toBe("nov 25, 2026 10:05");
    expect(formatDateTime("2026-11-25T23:30:00Z", "en")).toBe("nov 26, 2026 00:30");
  });

  it("writes the day in the page's language and the time on 24 hours", () => {
    expect(formatDateTime("2026-11-25T16:45:00Z", "fr")).toMatch(/^25 nov\.? 2026 17:45$/);
    expect(formatDateTime("2026-11-25T16:45:00Z", "ar")).toMatch(/2026 17:45$/);
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});
