// `npm run api:client`: writes the API's TypeScript types (scripts/api-client-types.ts).
import fs from "node:fs";
import { API_TYPES_FILE, apiClientTypes } from "./api-client-types";

fs.writeFileSync(API_TYPES_FILE, await apiClientTypes());
console.log(`wrote ${API_TYPES_FILE}`);
