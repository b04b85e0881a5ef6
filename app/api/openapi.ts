import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV3 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { LOCALES } from "~/lib/i18n";
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

const errorSchema = {
  description: "Error: { statusCode, message: string[], error }",
  content: {
    "application/json": {
      schema: {
        type: "object" as const,
        properties: {
          statusCode: { type: "integer" as const },
          message: { type: "array" as const, items: { type: "string" as const } },
          error: { type: "string" as const },
        },
      },
    },
  },
};

/** The OpenAPI 3 document, generated from the registered routes and their zod schemas. */
export function buildOpenApi(routes: RouteInfo[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  for (const route of routes) {
    const { doc } = route;
    const status = String(doc.status ?? 200);
    registry.registerPath({
      method: route.method.toLowerCase() as "get",
      path: `/api${route.path.replace(/:(\w+)/g, "{$1}")}`,
      tags: [doc.tag],
      summary: doc.summary,
      description: `Who may call: ${accessText[route.access]}.`,
      security: route.access === "public" ? [] : [{ bearer: [] }],
      request: {
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
                      properties: { [doc.fileField]: { type: "string", format: "binary" } },
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
          ...(doc.response ? { content: { "application/json": { schema: doc.response } } } : {}),
          ...(doc.csv ? { content: { "text/csv": { schema: { type: "string" as const } } } } : {}),
        },
        "400": errorSchema,
        ...(route.access === "public" ? {} : { "401": errorSchema, "403": errorSchema }),
      },
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: "3.0.3",
    info: { title: "Yasmine store API", version: "1.0.0" },
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
