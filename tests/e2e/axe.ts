import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.0 and 2.1 levels A and AA, the rules every audit of the suite runs. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The serious and critical axe violations of the page as it is now, one line each: rule, help and the elements.
 * Axe runs in the page itself (legacy mode). Its default runs the rules in the page, then opens a second page to
 * merge the results of frames from other origins: the store's pages have no frame, so that page only doubled
 * each audit's time (measured: 2.4–3.3 s an audit, 0.7–1.6 s in the page, with the same findings).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
