/**
 * The life of a catalogue import (docs/decisions/053), shared by the API and the back office's import page:
 * previewed (the upload is kept, nothing written), then importing, and done, failed (nothing written) or
 * interrupted (the store stopped during the run: its transaction was undone, nothing written).
 */
export const importJobStatuses = ["previewed", "importing", "done", "failed", "interrupted"] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** Statuses a job no longer leaves. */
export const finishedImportStatuses: readonly ImportJobStatus[] = ["done", "failed", "interrupted"];

/** How long an uploaded file waits for its confirm before it is deleted. */
export const IMPORT_JOB_KEPT_HOURS = 24;

/** How often the instance running an import says it is alive; a job silent for HEARTBEAT_LOST_SECONDS has died. */
export const IMPORT_HEARTBEAT_SECONDS = 5;
export const IMPORT_HEARTBEAT_LOST_SECONDS = 60;

/** How often the progress page asks again while an import runs (with or without JavaScript). */
export const IMPORT_PROGRESS_REFRESH_SECONDS = 2;
