/**
 * Order tracking: the reference and the telephone together show where an order stands and since when; any
 * wrong pair gets the same answer, so tracking tells nothing about which orders or numbers exist.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let order: { id: number; reference: string };
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  const image = await uploadProductImage(t, editor.token);
  const product = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], { quantity: "5" }) });
  const placed = await t.call("POST", "/api/orders/create", {
    json: validOrder([{ id: product.body.id, quantity: 1 }], { telephone: "98765432" }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body;
});
afterAll(() => t.close());

const track = (json: unknown) => t.call("POST", "/api/orders/track", { json });

describe("tracking an order", () => {
  it("shows the stage and the date of each step, and nothing of the shopper or the lines", async () => {
    const shipped = await t.call("PUT", `/api/orders/stage/${order.id}`, {
      token: editor.token,
      json: { stage: "shipped", carrier: "Rapid Poste", trackingNumber: "RP123456789TN", note: "Leave with the neighbour" },
    });
    expect(shipped.status).toBe(200);
    const answer = await track({ reference: order.reference, telephone: "98765432" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      reference: order.reference,
      stage: "shipped",
      status: 0,
      carrier: "Rapid Poste",
      trackingNumber: "RP123456789TN",
      createAt: expect.any(String),
      history: [
        { at: expect.any(String), to: "new" },
        { at: expect.any(String), to: "shipped" },
      ],
      discountCode: null,
      discountKind: null,
      discount: "0.00",
      // Lines only of a parcel kept in part (docs/decisions/055).
      kept: [],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/neighbour|Amira|La Marsa/);
  });

  it("reads the reference as a shopper types it: lower case, without dashes", async () => {
    const typed = order.reference.replace(/-/g, "").toLowerCase();
    expect((await track({ reference: typed, telephone: " 98765432 " })).body.reference).toBe(order.reference);
  });

  it("answers a wrong telephone and an unknown reference with the same neutral 404", async () => {
    const wrongPhone = await track({ reference: order.reference, telephone: "22123456" });
    const unknown = await track({ reference: "ZZZZ-ZZZZ-ZZZZ", telephone: "98765432" });
    expectError(wrongPhone, 404, "No order matches this order number and telephone. Check both and try again");
    expect(unknown.body).toEqual(wrongPhone.body);
  });

  it("says what is wrong with a number that cannot be an order number or a telephone", async () => {
    expectError(
      await track({ reference: "12", telephone: "123" }),
      400,
      "reference must be the 12 letters and digits of your order number, such as 7KQ2-M9XD-4T1B",
      "telephone must be exactly 8 digits",
    );
    expectError(await track({}), 400, "reference is required", "telephone is required");
  });
});
