/**
 * The limits of stock counts and deliveries (docs/decisions/052), used by the API, the stock model, the Stock
 * screen's forms and the tests. Kept apart from app/lib/limits.ts, whose constants every storefront page
 * downloads: only the back office's Stock screen loads these.
 */
import { QUANTITY_MAX_LENGTH } from "./limits";

/**
 * Lines of one stock change (a count, a delivery, a scan list or a stock file): a shop's whole stock of variants,
 * and few enough for a previewed file's lines to travel back in the page's form (PAGE_FORM_MAX_BYTES).
 */
export const STOCK_CHANGE_LINES_MAX = 5_000;
/** A stock file's size: 5,000 lines of a few columns fit many times over. */
export const STOCK_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The most stock one variant may hold, and one line may count or change: SPEC's quantity has at most five digits. */
export const STOCK_QUANTITY_MAX = 10 ** QUANTITY_MAX_LENGTH - 1;
/** The longest code a stock line may give: a SKU (40), or a GTIN-14 with the spaces a hand types between its groups. */
export const STOCK_CODE_MAX_LENGTH = 48;
/** Lines of the Receive stock screen's scan list: each is two fields of its form, well within PAGE_FORM_MAX_PARTS. */
export const STOCK_SCAN_LINES_MAX = 300;
