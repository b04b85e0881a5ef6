/**
 * The errors of the shop's rules, in the domain's own terms. Models throw them; the API turns each kind into an
 * HTTP status in one place (`app/api/errors.ts`), and the seed and the command-line tools read them as they are.
 * Their messages are the API's English texts, which the pages translate.
 */
export type DomainErrorKind =
  /** The request breaks a rule of its own shape: a size missing, a quantity over the limit. */
  | "invalid"
  /** What it names does not exist. */
  | "not-found"
  /** It collides with the data as it is now: an e-mail taken, a product gone, a stage already left. */
  | "conflict"
  /** There is not enough stock for it. */
  | "out-of-stock"
  /** A shop rule refuses it for now: too many open orders for one number. */
  | "refused";

export class DomainError extends Error {
  readonly messages: string[];
  constructor(
    readonly kind: DomainErrorKind,
    messages: string | string[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join("; "));
    this.name = "DomainError";
    this.messages = list;
  }
}

export const invalidRequest = (messages: string | string[]) => new DomainError("invalid", messages);
export const notFound = (messages: string | string[]) => new DomainError("not-found", messages);
export const conflict = (messages: string | string[]) => new DomainError("conflict", messages);
export const outOfStock = (messages: string | string[]) => new DomainError("out-of-stock", messages);
export const refused = (messages: string | string[]) => new DomainError("refused", messages);

/**
 * The unique index a database error says was violated (PostgreSQL's 23505, looked for through the causes drivers
 * wrap it in), as its constraint name and message, or null for any other error: two writes racing for one code.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (err.code === "23505") return `${err.constraint ?? ""} ${err.message ?? ""}`;
    e = err.cause;
  }
  return null;
}
