/**
 * How the cart reads the API's answers about its code (app/components/store/discount.server.ts): a check the API
 * did not make says nothing of the code, so the checkout keeps it; an order refused because the telephone has used
 * the code is told apart from every other refusal, in the page's language.
 */
import { describe, expect, it } from "vitest";
import type { ApiClient, ApiResult } from "~/api-client.server";
import { checkCode, phoneUseRefusal } from "~/components/store/discount.server";
import { sayApi } from "~/lib/api-messages.server";

/** An API client that answers every POST with `answer`, as the in-process API would. */
function answering(answer: Partial<ApiResult<unknown>>): ApiClient {
  const result = { ok: false, status: 200, data: null, error: null, headers: new Headers(), total: null, ...answer };
  return { post: () => Promise.resolve(result) } as unknown as ApiClient;
}
const cart = [{ id: 1, quantity: 1 }];

describe("the cart's code check", () => {
  it("is unanswered when the client's limit is reached: the code is not said to be wrong", async () => {
    const api = answering({ status: 429, error: { statusCode: 429, message: [sayApi.rateLimited(3)], error: "Too Many Requests" } });
    const checked = await checkCode(api, "fr", "TND", "ETE20", cart);
    expect(checked).toMatchObject({ applies: false, unanswered: true });
    expect(checked.applies ? "" : checked.problem).not.toBe("");
  });

  it("is answered when the code does not apply, so the checkout may drop it", async () => {
    const message = sayApi.discountRefused("expired", "ETE20", "");
    const api = answering({ ok: true, data: { applies: false, code: "ETE20", reason: "expired", message } });
    expect(await checkCode(api, "en", "TND", "ETE20", cart)).toEqual({ applies: false, problem: `${message}.`, unanswered: false });
  });
});

describe("an order refused for its code", () => {
  it("names the telephone's earlier use, in the page's language, and nothing else", () => {
    const usedByPhone = sayApi.discountRefused("usedByPhone", "LEILA10", "");
    expect(phoneUseRefusal("en", "LEILA10", [usedByPhone])).toBe(`${usedByPhone}.`);
    expect(phoneUseRefusal("fr", "LEILA10", [usedByPhone])).toBe("Le code LEILA10 a déjà été utilisé avec ce numéro de téléphone.");
    expect(phoneUseRefusal("en", "LEILA10", [sayApi.discountRefused("usedUp", "LEILA10", "")])).toBeNull();
    expect(phoneUseRefusal("en", "OTHER-1", [usedByPhone])).toBeNull();
  });
});
