import { eq } from "drizzle-orm";
import { z } from "zod";
import { deletedMessageAnswer, messageAnswer } from "./answer-schemas";
import { messages } from "~/db/schema";
import { deviceFromUserAgent } from "~/lib/device.server";
import { messageExportColumns } from "~/lib/exports.server";
import { contactSchema } from "~/lib/contact-schemas";
import type { Message } from "~/lib/types";
import { messageExportBatch, messageSearchCondition, receiveContactMessage } from "~/models/messages.server";
import { csvExport } from "./csv-export";
import { listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

type MessageRow = typeof messages.$inferSelect;

/** The export takes the list's search, and no paging. */
const messageExportQuery = listQuerySchema.pick({ q: true });

function toMessage(row: MessageRow): Message {
  return {
    messageId: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    deviceType: row.deviceType,
    device: deviceFromUserAgent(row.deviceType),
    createAt: row.createAt.toISOString(),
  };
}

export function messageRoutes(router: ApiRouter) {
  router
    .add(
      "POST",
      "/messages/send",
      {
        tag: "messages",
        summary: "Send a contact message",
        body: contactSchema,
        status: 201,
        rateLimit: "message",
        response: messageAnswer,
      },
      async (c) => {
        const body = await readJson(c, contactSchema);
        const deviceType = body.deviceType || (c.req.header("user-agent") ?? "").slice(0, 500);
        const row = await receiveContactMessage(c.get("db"), { ...body, deviceType }, c.get("config"));
        c.get("staffMailQueued")();
        return c.json(toMessage(row), 201);
      },
    )
    .add(
      "GET",
      "/messages",
      { tag: "messages", summary: "List messages (q searches subjects)", query: listQuerySchema, response: z.array(messageAnswer) },
      async (c) => {
        const query = readQuery(c, listQuerySchema);
        const db = c.get("db");
        const condition = messageSearchCondition(query.q);
        const rows = await db
          .select()
          .from(messages)
          .where(condition)
          .orderBy(...listOrder(query, messages.createAt, messages.id))
          .limit(listPage(query).limit)
          .offset(listPage(query).offset);
        await sendTotal(c, db, messages, condition);
        return c.json(rows.map(toMessage));
      },
    )
    // Before /messages/:id, which would otherwise take "export" for an id.
    .add(
      "GET",
      "/messages/export",
      {
        tag: "messages",
        summary: "Messages (q searches subjects) as a CSV file streamed oldest first (UTF-8 with a BOM, CRLF, formulas neutralised)",
        query: messageExportQuery,
        csv: true,
      },
      async (c) => {
        const condition = messageSearchCondition(readQuery(c, messageExportQuery).q);
        return csvExport("messages", messageExportColumns, (after) => messageExportBatch(c.get("db"), condition, after));
      },
    )
    .add("GET", "/messages/:id", { tag: "messages", summary: "One message", response: messageAnswer }, async (c) => {
      const [row] = await c
        .get("db")
        .select()
        .from(messages)
        .where(eq(messages.id, parseId(c)));
      if (!row) throw notFound();
      return c.json(toMessage(row));
    })
    .add(
      "DELETE",
      "/messages/:id",
      { tag: "messages", summary: "Delete a message; answers { messageId }", response: deletedMessageAnswer },
      async (c) => {
        const id = parseId(c);
        const deleted = await c.get("db").delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
        if (deleted.length === 0) throw notFound();
        return c.json({ messageId: id });
      },
    );
}
