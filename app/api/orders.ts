import { and, asc, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { orderLines, orders, productImages, products } from "~/db/schema";
import { say } from "~/lib/messages";
import { sayInvalid } from "~/lib/validation-messages";
import { sayApi } from "~/lib/api-messages.server";
import type { Currency } from "~/lib/i18n";
import { linesTotal, normalizeAmount } from "~/lib/money";
import { orderSchema } from "~/lib/schemas";
import type { Order } from "~/lib/types";
import { ApiError } from "./errors";
import { likePattern, listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders with their lines. Each line's price is its stored unit price written with the currency's decimals,
 * and the total is the exact sum of price × quantity in minor units (money.ts), never a float.
 */
async function withLines(db: Db, rows: OrderRow[], currency: Currency): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      imageUrl: orderLines.imageUrl,
      stock: products.quantity,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((row) => {
    const own = lines
      .filter((l) => l.orderId === row.id)
      .map((l) => ({ ...l, price: normalizeAmount(l.unitPrice, currency) }));
    return {
      id: row.id,
      fullName: row.fullName,
      telephone: row.telephone,
      state: row.state,
      city: row.city,
      street: row.street,
      zip: row.zip,
      place: row.place,
      products: own.map((l) => ({
        id: l.productId,
        name: l.name,
        images: l.imageUrl ? [{ url: l.imageUrl }] : [],
        quantity: l.quantity,
        price: l.price,
        stock: l.stock,
      })),
      status: row.status === 1 ? 1 : 0,
      total: linesTotal(own, currency),
      createAt: row.createAt.toISOString(),
    };
  });
}

export const orderListQuery = listQuerySchema.extend({
  status: z.enum(["0", "1"], { errorMap: () => ({ message: sayInvalid.oneOf("status", ["0", "1"]) }) }).optional(),
});

/**
 * Prices come from the database and stock is taken with a conditional UPDATE in
 * the same transaction, so concurrent orders can never oversell; a short line
 * rolls everything back and answers 409 naming the product.
 */
export async function placeOrder(db: Db, input: z.output<typeof orderSchema>): Promise<number> {
  const wanted = new Map<number, number>();
  for (const line of input.products) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);

  return db.transaction(async (tx) => {
    const taken: { id: number; name: string; price: string; quantity: number }[] = [];
    for (const id of ids) {
      const quantity = wanted.get(id)!;
      const [row] = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${quantity}` })
        .where(and(eq(products.id, id), gte(products.quantity, quantity)))
        .returning({ id: products.id, name: products.name, price: products.price });
      if (!row) {
        const [current] = await tx
          .select({ name: products.name, quantity: products.quantity })
          .from(products)
          .where(eq(products.id, id));
        throw new ApiError(409, current ? say.outOfStock(current.name, current.quantity) : sayApi.productGone(id));
      }
      taken.push({ ...row, quantity });
    }
    const covers = await tx
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
    const [order] = await tx
      .insert(orders)
      .values({
        fullName: input.fullName,
        telephone: input.telephone,
        state: input.state,
        city: input.city,
        street: input.street,
        zip: input.zip,
        place: input.place,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      input.products
        .filter((line, index, all) => all.findIndex((l) => l.id === line.id) === index)
        .map((line) => {
          const product = taken.find((t) => t.id === line.id)!;
          return {
            orderId: order.id,
            productId: product.id,
            name: product.name,
            unitPrice: product.price,
            quantity: product.quantity,
            imageUrl: covers.find((c) => c.productId === product.id)?.url ?? null,
          };
        }),
    );
    return order.id;
  });
}

export async function findOrder(db: Db, id: number, currency: Currency): Promise<Order | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return (await withLines(db, rows, currency))[0] ?? null;
}

export function orderRoutes(router: ApiRouter, currency: Currency) {
  router
    .add(
      "POST",
      "/orders/create",
      { tag: "orders", summary: "Place an order (priced and stocked by the server)", body: orderSchema, status: 201 },
      async (c) => {
        const input = await readJson(c, orderSchema);
        const id = await placeOrder(c.get("db"), input);
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
