/** Contact messages (ARCHITECTURE decision 17): received with the staff's e-mails about them, in one transaction. */
import type { z } from "zod";
import type { Db } from "~/db/connection";
import { messages } from "~/db/schema";
import type { contactSchema } from "~/lib/schemas";
import { queueNewMessageMail, type StaffMailSettings } from "./mail.server";

/** Stores a visitor's message and the outbox rows that tell the staff; both or neither. */
export async function receiveContactMessage(
  db: Db,
  input: z.output<typeof contactSchema>,
  staffMail: StaffMailSettings,
): Promise<typeof messages.$inferSelect> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values(input).returning();
    await queueNewMessageMail(tx as unknown as Db, row, staffMail);
    return row;
  });
}
