/**
 * The API's contract, checked on every answer the API suite receives: the status is listed for the operation,
 * the content type is one the document gives for that status, and the body matches its schema (ajv, JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1).
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Schema = Record<string, unknown>;
interface ResponseDoc {
  content?: Record<string, { schema?: Schema }>;
}
interface OperationDoc {
  operationId?: string;
  responses: Record<string, ResponseDoc>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
}

export interface Answer {
  method: string;
  /** The path the call asked for, with or without its query. */
  url: string;
  status: number;
  contentType: string | null;
  /** The body as text (JSON bodies are read against their schema). */
  body: string;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Fixed segments outnumber parameters in the operation a router picks first. */
  parameters: number;
  doc: OperationDoc;
}

const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");
const mediaTypeOf = (contentType: string | null) => (contentType ?? "").split(";")[0].trim().toLowerCase();
const isJson = (mediaType: string) => mediaType === "application/json" || mediaType.endsWith("+json");

function bodyProblems(where: string, answer: Answer, mediaType: string, validate: ValidateFunction): string[] {
  if (mediaTypeOf(answer.contentType) !== mediaType)
    return [`${where}: content type ${answer.contentType ?? "(none)"} is not ${mediaType}`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`${where}: the body is not JSON`];
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${where}: body${e.instancePath} ${e.message}`);
}

export interface Contract {
  /** What is wrong with an answer, or an empty list when the document describes it. */
  check: (answer: Answer) => string[];
}

export function createContract(document: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, "openapi");
  const validators = new Map<string, ValidateFunction>();

  const operations: Operation[] = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, doc]) => {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+");
      return {
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        parameters: (template.match(/\{\w+\}/g) ?? []).length,
        doc,
      };
    }),
  );

  function operationFor(method: string, path: string): Operation | undefined {
    const asked = method === "HEAD" ? "GET" : method;
    return operations.filter((o) => o.method === asked && o.pattern.test(path)).sort((a, b) => a.parameters - b.parameters)[0];
  }

  function validatorFor(operation: Operation, status: string, mediaType: string): ValidateFunction {
    const ref = `openapi#/${pointer("paths", operation.template, operation.method.toLowerCase(), "responses", status, "content", mediaType, "schema")}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  return {
    check(answer) {
      const path = answer.url.replace(/^https?:\/\/[^/]+/, "").split("?")[0];
      const operation = operationFor(answer.method, path);
      const where = `${answer.method} ${path} → ${answer.status}`;
      // The document's own rule for what it does not list: 404 with the Error body.
      if (!operation) {
        if (answer.status !== 404) return [`${where}: no operation of the document matches, and the answer is not 404`];
        return bodyProblems(where, answer, "application/json", ajv.getSchema("openapi#/components/schemas/Error")!);
      }
      const status = String(answer.status);
      const response = operation.doc.responses[status] ?? operation.doc.responses.default;
      if (!response) {
        return [
          `${where}: ${operation.doc.operationId} does not list status ${status} (it lists ${Object.keys(operation.doc.responses).join(", ")})`,
        ];
      }
      const listed = Object.keys(response.content ?? {});
      const mediaType = mediaTypeOf(answer.contentType);
      if (listed.length === 0) {
        return answer.body.length === 0
          ? []
          : [`${where}: the document gives no body for this status, the answer has ${mediaType || "one"}`];
      }
      if (answer.method === "HEAD" && answer.body.length === 0) return [];
      const match = listed.find((l) => l === mediaType || (l.endsWith("/*") && mediaType.startsWith(l.slice(0, -1))));
      if (!match) return [`${where}: content type ${mediaType || "(none)"} is not one of ${listed.join(", ")}`];
      if (!isJson(mediaType) || !response.content![match].schema) return [];
      return bodyProblems(
        where,
        answer,
        match,
        validatorFor(operation, response === operation.doc.responses[status] ? status : "default", match),
      );
    },
  };
}

/** What the suite has checked so far in this test file; the report sums every file's. */
export const contractTally = { checked: 0, notDescribed: 0, problems: [] as string[] };

/** Checks an answer, counts it, and throws when the document does not describe it. */
export function expectDescribed(contract: Contract, answer: Answer): void {
  const problems = contract.check(answer);
  contractTally.checked += 1;
  if (problems.length === 0) return;
  contractTally.notDescribed += 1;
  contractTally.problems.push(...problems);
  throw new Error(`The OpenAPI document does not describe this answer:\n  ${problems.join("\n  ")}`);
}

type Fetcher = {
  fetch: (request: Request, ...rest: never[]) => Response | Promise<Response>;
  request: (input: RequestInfo | URL, init?: RequestInit, ...rest: never[]) => Response | Promise<Response>;
};

async function answerOf(request: Request, response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.clone().arrayBuffer());
  const contentType = response.headers.get("content-type");
  const text = /json|text|html|csv|xml/.test(contentType ?? "") ? new TextDecoder().decode(bytes) : "\u0000".repeat(bytes.length);
  return { method: request.method, url: request.url, status: response.status, contentType, body: text };
}

/** The same API, with every answer it gives checked against the OpenAPI document it serves. */
export function checkedAgainstContract<T extends Fetcher>(api: T): T {
  let contract: Promise<Contract> | undefined;
  const served = api.fetch.bind(api);
  const contractOf = () =>
    (contract ??= Promise.resolve(served(new Request("http://localhost/api/openapi.json")))
      .then((res) => res.json())
      .then((document) => createContract(document as OpenApiDocument)));
  const checkedFetch = async (request: Request, ...rest: never[]) => {
    const response = await served(request, ...rest);
    expectDescribed(await contractOf(), await answerOf(request, response));
    return response;
  };
  // Hono's `request` is bound to the app it came from: it is rebuilt here on the checked `fetch`.
  const checkedRequest = (input: RequestInfo | URL, init?: RequestInit, ...rest: never[]) => {
    const url = typeof input === "string" && !/^https?:\/\//.test(input) ? `http://localhost${input}` : input;
    return checkedFetch(new Request(url, init), ...rest);
  };
  return Object.assign(Object.create(api) as T, { fetch: checkedFetch, request: checkedRequest });
}
