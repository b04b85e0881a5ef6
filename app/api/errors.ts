import { STATUS_CODES } from "node:http";
import type { ZodError } from "zod";
import { issueMessages } from "~/lib/schema-rules";
import { DomainError, type DomainErrorKind } from "~/models/errors";

/** Every API error answers `{ statusCode, message: string[], error }`. */
export interface ErrorBody {
  statusCode: number;
  message: string[];
  error: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  constructor(status: number, messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join("; "));
    this.status = status;
    this.messages = list;
  }
}

/** The one place where a rule the domain refused becomes an HTTP status. */
export const statusOfDomainError: Record<DomainErrorKind, 400 | 404 | 409> = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  "out-of-stock": 409,
  refused: 409,
};

/** An error a handler may answer as it is: the API's own, or the domain's mapped to its status. */
export function answerableError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return new ApiError(statusOfDomainError[error.kind], error.messages);
  return null;
}

export function errorBody(status: number, messages: string[]): ErrorBody {
  return { statusCode: status, message: messages, error: STATUS_CODES[status] ?? "Error" };
}

export function validationError(error: ZodError): ApiError {
  return new ApiError(400, issueMessages(error));
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02",
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True when the database could not be reached, so the answer is 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && connectionErrorCodes.has(err.code)) return true;
    if (
      typeof err.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|database closed|Client has encountered a connection error|PGlite is closed/i.test(
        err.message,
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}
