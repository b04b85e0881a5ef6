/**
 * The audit log's kinds of record, shared by the API that writes and reads the log and the back office that
 * shows it. Every staff write of the API lands in one of them.
 */
export const AUDIT_KINDS = ["product", "post", "media", "order", "shipping", "message", "user", "session", "discount", "stock"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && (AUDIT_KINDS as readonly string[]).includes(value);
}

/** The audit log's page size in the back office; the API allows up to the list limit. */
export const AUDIT_PAGE_SIZE = 25;

/** Fields whose values never enter the log: secrets, and what changes with every write. */
export const AUDIT_HIDDEN_FIELDS: readonly string[] = ["passwordHash", "password", "token", "tokenHash", "updateAt"];

/** A secret that changed is noted as changed, never shown. */
export const AUDIT_CHANGED_MARK = "(changed)";

export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  actor: string;
  role: string;
  client: string | null;
  action: string;
  kind: AuditKind;
  targetId: string | null;
  /** The fields before the write (deleted or changed), null for a creation. */
  before: Record<string, unknown> | null;
  /** The fields after it (created or changed), null for a deletion. */
  after: Record<string, unknown> | null;
}
