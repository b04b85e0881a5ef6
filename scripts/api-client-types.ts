/**
 * The TypeScript types of the API for its users, generated from the OpenAPI document with openapi-typescript.
 * `npm run api:client` writes them to clients/api-types.ts; a test regenerates them and fails when the
 * committed file is stale.
 */
import openapiTS, { astToString } from "openapi-typescript";
import { createApi } from "~/api";
import { buildOpenApi } from "~/api/openapi";

export const API_TYPES_FILE = "clients/api-types.ts";

export async function apiClientTypes(): Promise<string> {
  const api = createApi({ db: {} as never, ping: async () => {} });
  const document = buildOpenApi(api.routeTable);
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { silent: true });
  return `/**\n * The Yasmine store API's types, generated from its OpenAPI document by \`npm run api:client\`: do not edit.\n */\n${astToString(ast)}`;
}
