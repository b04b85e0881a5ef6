import { and, eq, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import { orders } from "~/db/schema";
import type { Currency } from "~/lib/i18n";
import { normalizeOrderReference } from "~/lib/order-reference";
import { orderSchema } from "~/lib/schemas";
import { sayInvalid } from "~/lib/validation-messages";
import { findOrder, findOrderByReference, placeOrder, withLines } from "~/models/orders.server";
import { likePattern, listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

export const orderListQuery = listQuerySchema.extend({
  status: z.enum(["0", "1"], { errorMap: () => ({ message: sayInvalid.oneOf("status", ["0", "1"]) }) }).optional(),
});

export function orderRoutes(router: ApiRouter, currency: Currency) {
  router
    .add(
      "POST",
      "/orders/create",
      { tag: "orders", summary: "Place an order (priced and stocked by the server)", body: orderSchema, status: 201 },
      async (c) => {
        const input = await readJson(c, orderSchema);
        const id = await placeOrder(c.get("db"), input, currency);
        return c.json(await findOrder(c.get("db"), id, currency), 201);
      },
    )
    .add("GET", "/orders", { tag: "orders", summary: "List orders", query: orderListQuery }, async (c) => {
      const query = readQuery(c, orderListQuery);
      const db = c.get("db");
      const where: SQL[] = [];
      if (query.status) where.push(eq(orders.status, Number(query.status)));
      if (query.q) where.push(ilike(orders.fullName, likePattern(query.q)));
      const condition = where.length ? and(...where) : undefined;
      const rows = await db
        .select()
        .from(orders)
        .where(condition)
        .orderBy(...listOrder(query, orders.createAt, orders.id))
        .limit(listPage(query).limit)
        .offset(listPage(query).offset);
      await sendTotal(c, db, orders, condition);
      return c.json(await withLines(db, rows, currency));
    })
    .add(
      "GET",
      "/orders/reference/:reference",
      { tag: "orders", summary: "The shopper's own order, by the reference given when it was placed (no stock figures)" },
      async (c) => {
        const reference = normalizeOrderReference(c.req.param("reference") ?? "");
        const order = reference ? await findOrderByReference(c.get("db"), reference, currency) : null;
        if (!order) throw notFound();
        // Stock is the shop's business: the shopper's answer leaves it out.
        return c.json({ ...order, products: order.products.map(({ stock: _stock, ...line }) => line) });
      },
    )
    .add("GET", "/orders/:id", { tag: "orders", summary: "One order with its lines" }, async (c) => {
      const order = await findOrder(c.get("db"), parseId(c), currency);
      if (!order) throw notFound();
      return c.json(order);
    })
    .add("PUT", "/orders/confirm/:id", { tag: "orders", summary: "Mark an order Done" }, async (c) => {
      const id = parseId(c);
      const updated = await c.get("db").update(orders).set({ status: 1 }).where(eq(orders.id, id)).returning({ id: orders.id });
      if (updated.length === 0) throw notFound();
      return c.json(await findOrder(c.get("db"), id, currency));
    });
}
