/** Contact messages: received with the staff's e-mails about them in one transaction, searched, and exported in batches. */
import { and, asc, gt, ilike, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { containsPattern } from "~/lib/search-pattern";
import type { Db } from "~/db/connection";
import { messages } from "~/db/schema";
import { deviceFromUserAgent } from "~/lib/device.server";
import type { ExportBatch, MessageExportRow } from "~/lib/exports.server";
import { EXPORT_BATCH_SIZE } from "~/lib/limits";
import type { contactSchema } from "~/lib/contact-schemas";
import { queueNewMessageMail, type StaffMailSettings } from "./mail.server";

/** Stores a visitor's message and the outbox rows that tell the staff; both or neither. */
export async function receiveContactMessage(
  db: Db,
  input: z.output<typeof contactSchema>,
  staffMail: StaffMailSettings,
): Promise<typeof messages.$inferSelect> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values(input).returning();
    await queueNewMessageMail(tx, row, staffMail);
    return row;
  });
}

/** The messages whose subject holds `q` (the messages list's search); undefined keeps them all. */
export function messageSearchCondition(q: string | undefined): SQL | undefined {
  return q ? ilike(messages.subject, containsPattern(q)) : undefined;
}

/** A batch of the messages export, by id after `after` (oldest first), each with the kind of device it came from. */
export async function messageExportBatch(
  db: Db,
  condition: SQL | undefined,
  after: number,
  limit = EXPORT_BATCH_SIZE,
): Promise<ExportBatch<MessageExportRow>> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(condition, gt(messages.id, after)))
    .orderBy(asc(messages.id))
    .limit(limit);
  return {
    rows: rows.map((row) => ({ ...row, device: deviceFromUserAgent(row.deviceType) })),
    next: rows.length < limit ? null : rows[rows.length - 1].id,
  };
}
