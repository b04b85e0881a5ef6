/**
 * Writes the OpenAPI document the API serves at /api/openapi.json to a file, without a database or a server:
 * the document is built from the registered routes alone. `npm run lint:api` lints what it writes.
 */
import fs from "node:fs";
import path from "node:path";
import { createApi } from "~/api";
import { buildOpenApi } from "~/api/openapi";

const out = path.resolve(process.argv[2] ?? ".cache/openapi.json");
const api = createApi({ db: {} as never, ping: async () => {} });
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi(api.routeTable), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
