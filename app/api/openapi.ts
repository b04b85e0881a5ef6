import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { LOCALES } from "~/lib/i18n";
import { operationIds } from "./operation-ids";
import type { RouteInfo } from "./router";

extendZodWithOpenApi(z);

/** The header a client may send instead of `?lang=` on the catalogue reads. */
const acceptLanguage = z.object({
  "accept-language": z
    .string()
    .optional()
    .describe(
      "Used when lang is not given: the first of en, fr and ar that the header prefers sets the language of the answer's texts " +
        "(e.g. `fr-TN,fr;q=0.9,en;q=0.8` answers in French); none of them, or no header: English.",
    ),
});

/** Said back by the catalogue reads: the language of the texts in the answer. */
const contentLanguage = {
  "Content-Language": {
    description: "The language of name/description (posts: title, description, content, categories) in this answer",
    schema: { type: "string" as const, enum: [...LOCALES] },
  },
};
const accessText = {
  public: "Anyone",
  staff: "Any staff token (EDITOR, ADMIN, SUPER_ADMIN)",
  admin: "ADMIN or SUPER_ADMIN",
  superAdmin: "SUPER_ADMIN only",
} as const;

/** Every error's body, also the answer of any path or method the document does not list (404). */
const errorBody = {
  type: "object" as const,
  description: "An error: its status, what went wrong (one or more sentences), and the status's name",
  properties: {
    statusCode: { type: "integer" as const },
    message: { type: "array" as const, items: { type: "string" as const } },
    error: { type: "string" as const },
  },
  required: ["statusCode", "message", "error"],
};
const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

/** A path parameter's rule, as the route checks it. */
function pathParameter(name: string) {
  if (name === "id")
    return z
      .string()
      .regex(/^\d{1,10}$/)
      .describe("A positive whole number (the record's id)");
  if (name === "kind") return z.enum(["products", "posts"]).describe("Which sitemap entries");
  if (name === "reference") return z.string().describe("The order's reference, such as K7M2-9QXD-4HPT (any case, dashes optional)");
  if (name === "type") return z.string().describe("A product type, such as women_s_clothing");
  if (name === "token") return z.string().describe("The secret of a back-in-stock alert's links");
  return z.string().describe("A stored file's name");
}

/** Statuses a route answers besides success, beyond the ones every route of its kind may answer. */
const conflicts = new Set([
  "POST /orders/create",
  "PUT /orders/confirm/:id",
  "PUT /orders/stage/:id",
  // An order not shipped (already delivered, for a delivery recorded twice).
  "PUT /orders/delivery/:id",
  // Pieces of an order not delivered; an exchange short of stock; a return already received or cancelled.
  "POST /orders/return/:id",
  "POST /orders/exchange/:id",
  "PUT /orders/return-received/:id",
  // A SKU or barcode another variant holds; on update, also removing a colour that open orders hold.
  "POST /products/create",
  "PUT /products/update/:id",
  "PUT /products/codes/:id",
  // An import job that is no longer waiting for its confirm.
  "POST /products/import/:id/preview",
  "POST /products/import/:id/confirm",
  "POST /orders/stale/cancel",
  "POST /users/create",
  "PUT /users/update/:id",
  // A code that reads the same as another one.
  "POST /discounts/create",
  "PUT /discounts/update/:id",
  // An order not delivered, already invoiced, or a shop without its legal details.
  "POST /orders/invoice/:id",
  // A variant in stock now: she can order it.
  "POST /stock-alerts",
]);
const notFoundWithoutParameter = new Set(["POST /orders/track", "POST /stock-alerts", "POST /stock-alerts/confirm"]);
const unauthorizedWhenPublic = new Set(["POST /auth/login"]);
const rateLimitedWithoutDoc = new Set(["POST /auth/login"]);
/** What the system answers without the database or about itself: no 400, no 503 for these. */
const alwaysAnswers = new Set(["GET /openapi.json", "GET /docs"]);

const imageHeaders = {
  ETag: { description: "The image's content hash; send it back in If-None-Match", schema: { type: "string" as const } },
  "Cache-Control": {
    description: "public, max-age=31536000, immutable: a stored image never changes",
    schema: { type: "string" as const },
  },
};

const errorDescriptions: Record<string, string> = {
  "400": "Bad request: a field, the query or a path parameter is not valid",
  "401": "Not signed in, or a token that is expired or revoked (sign-in: wrong e-mail or password)",
  "403": "Signed in with a role that may not do this",
  "404": "No such record",
  "409": "Refused by the record's state: stock, stage, a taken e-mail, SKU or barcode, a limit",
  "413": "The body is too large",
  "415": "The body is not of the type the route reads",
  "429": "Too many requests from this client: wait Retry-After seconds",
  "503": "The database is unavailable for a moment",
};

function errorAnswer(status: string) {
  return {
    description: errorDescriptions[status],
    content: errorContent,
    ...(status === "429" ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" as const } } } } : {}),
  };
}

/** Every status an operation may answer besides its success, from what the route is (guarded, with a body, …). */
function errorStatuses(route: RouteInfo): string[] {
  const key = `${route.method} ${route.path}`;
  const statuses = new Set<string>();
  if (!alwaysAnswers.has(key)) statuses.add("400").add("503");
  if (route.access !== "public" || unauthorizedWhenPublic.has(key)) statuses.add("401");
  if (route.access !== "public") statuses.add("403");
  if (route.path.includes(":") || notFoundWithoutParameter.has(key)) statuses.add("404");
  if (conflicts.has(key)) statuses.add("409");
  if (route.method !== "GET") statuses.add("413");
  if (route.doc.body || route.doc.fileField) statuses.add("415");
  if (route.doc.rateLimit || rateLimitedWithoutDoc.has(key)) statuses.add("429");
  return [...statuses].sort();
}

/** The OpenAPI 3.1 document, generated from the registered routes and their zod schemas. */
export function buildOpenApi(routes: RouteInfo[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  registry.registerComponent("schemas", "Error", errorBody);
  for (const route of routes) {
    const { doc } = route;
    const status = String(doc.status ?? 200);
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    registry.registerPath({
      method: route.method.toLowerCase() as "get",
      path: `/api${route.path.replace(/:(\w+)/g, "{$1}")}`,
      operationId: operationIds[`${route.method} ${route.path}`],
      tags: [doc.tag],
      summary: doc.summary,
      description: `Who may call: ${accessText[route.access]}.`,
      security: route.access === "public" ? [] : [{ bearer: [] }],
      request: {
        ...(parameters.length ? { params: z.object(Object.fromEntries(parameters.map((name) => [name, pathParameter(name)]))) } : {}),
        ...(doc.body ? { body: { content: { "application/json": { schema: doc.body } } } } : {}),
        ...(doc.query ? { query: doc.query as never } : {}),
        ...(doc.localized ? { headers: acceptLanguage } : {}),
        ...(doc.fileField
          ? {
              body: {
                content: {
                  "multipart/form-data": {
                    schema: {
                      type: "object",
                      properties: {
                        [doc.fileField]: { type: "string", format: "binary" },
                        ...Object.fromEntries(
                          Object.entries(doc.formFields ?? {}).map(([name, field]) => [
                            name,
                            { type: "string", description: field.description, ...(field.binary ? { format: "binary" } : {}) },
                          ]),
                        ),
                      },
                      required: [doc.fileField],
                    } as never,
                  },
                },
              },
            }
          : {}),
      },
      responses: {
        [status]: {
          description: "Success",
          ...(doc.localized ? { headers: contentLanguage } : {}),
          ...(doc.image ? { headers: imageHeaders } : {}),
          ...(doc.response ? { content: { "application/json": { schema: doc.response } } } : {}),
          ...(doc.csv ? { content: { "text/csv": { schema: { type: "string" as const } } } } : {}),
          ...(doc.html ? { content: { "text/html": { schema: { type: "string" as const } } } } : {}),
          ...(doc.image ? { content: { "image/*": { schema: { type: "string" as const, contentMediaType: "image/*" } } } } : {}),
        },
        ...(doc.image ? { "304": { description: "Not modified: If-None-Match holds the image's ETag", headers: imageHeaders } } : {}),
        ...Object.fromEntries(errorStatuses(route).map((code) => [code, errorAnswer(code)])),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Yasmine store API",
      version: "1.0.0",
      description:
        "The REST API of the Yasmine store: its storefront and back office run on it. Every error answers the Error body; " +
        "a path or method this document does not list answers 404 with it.",
      license: { name: "Proprietary: all rights reserved by the store's owner", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
  });
}

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[ch]};`);

/** A plain, dependency-free reading view of the document. */
export function docsPage(routes: RouteInfo[]): string {
  const rows = routes
    .map(
      (r) =>
        `<tr><td><code>${r.method}</code></td><td><code>/api${escape(r.path)}</code></td><td>${escape(r.doc.summary)}</td><td>${accessText[r.access]}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API | Yasmine</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:start;vertical-align:top}code{font-size:.9em}</style>
</head><body><h1>Yasmine store API</h1>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3). Errors answer <code>{ statusCode, message: string[], error }</code>. Staff calls send <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>.</p>
<p>The catalogue speaks English, French and Arabic: the product and post reads answer their texts in <code>?lang=en|fr|ar</code> (else the language <code>Accept-Language</code> prefers, else English; <code>Content-Language</code> says which), English where a text is not translated. Every product and post carries its <code>translations</code> (<code>fr</code>, <code>ar</code>), which staff write with the same calls that write the English texts.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
