/**
 * The limits of catalogue imports (docs/decisions/053), used by the API, the import model and the tests. Kept apart
 * from app/lib/limits.ts, whose constants every storefront page downloads.
 */

/** A catalogue file staff upload: 100,000 variant rows of a catalogue fit well within it. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Rows of one uploaded file; more is refused before anything is read further. */
export const IMPORT_ROWS_MAX = 100_000;
/** What the ZIP of pictures of one import may unpack to in all. */
export const IMPORT_ZIP_UNPACKED_MAX_BYTES = 500 * 1024 * 1024;
/** A whole import request: its CSV and its ZIP of pictures. */
export const IMPORT_UPLOAD_MAX_BYTES = 150 * 1024 * 1024;
