/** Server helpers shared by the back-office loaders and actions. */
import { randomUUID } from "node:crypto";
import { json, redirect } from "@remix-run/node";
import type { ValidatorError } from "remix-validated-form";
import type { ApiClient, ApiResult } from "~/api-client.server";
import { setFlash, type Flash } from "~/flash.server";
import type { AdminMessageId } from "~/lib/admin-messages";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { AUDIT_KINDS } from "~/lib/audit";
import { dayRange } from "~/lib/days";
import { normalizeCode } from "~/lib/discounts";
import { localizeSentence, type Locale } from "~/lib/i18n";
import { orderStages, type OrderStage } from "~/lib/order-stages";
import { withFullStop } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { textsFor, translate } from "~/lib/texts.server";
import { sayApi } from "~/lib/api-messages.server";
import { ONE_SIZE, totalStock, type SizeStock } from "~/lib/sizes";
import { validationEn } from "~/lib/validation-messages";
import type { ImageRef } from "~/lib/types";
import { chosenFiles, imageFilesSchema, ORDER_CODE_FILTER_MAX, SEARCH_MAX } from "./validators";
import { SIZES_FIELD, stockFieldName } from "./product-validators";

export interface ListParams {
  page: number;
  limit: number;
  offset: number;
  q: string;
  /** The list's query string as the browser sent it ("" or "?…"), kept by modal and pagination links. */
  search: string;
  searchParams: URLSearchParams;
}

/** Page and search from the URL; anything malformed falls back to page 1 and no search. */
export function readListParams(request: Request, pageSize: number): ListParams {
  const url = new URL(request.url);
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  return { page, limit: pageSize, offset: (page - 1) * pageSize, q, search: url.search, searchParams: url.searchParams };
}

/** A filter value only when it is one the API knows; otherwise "all". */
export function pickFilter<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | "" {
  const value = params.get(name) ?? "";
  return (allowed as readonly string[]).includes(value) ? (value as T) : "";
}

/** The orders list's filters as the URL holds them, cleaned: a value that is not valid is dropped, never an error page. */
export type OrderListFilters = {
  status: "0" | "1" | "";
  stage: OrderStage | "";
  q: string;
  /** Days `YYYY-MM-DD` (UTC days: app/lib/days.ts), earliest first; "" for no bound. */
  from: string;
  to: string;
  /** A discount code as codes are stored (normalizeCode: "ete 20" is ETE-20); "" for any order. */
  code: string;
  /** "1": only the orders whose telephone number refused a parcel at the door before; "" for any. */
  refusedBefore: "1" | "";
};

export function orderListFilters(list: ListParams): OrderListFilters {
  const { from, to } = dayRange(list.searchParams.get("from"), list.searchParams.get("to"));
  return {
    status: pickFilter(list.searchParams, "status", ["0", "1"] as const),
    stage: pickFilter(list.searchParams, "stage", orderStages),
    q: list.q,
    from,
    to,
    code: normalizeCode(list.searchParams.get("code") ?? "").slice(0, ORDER_CODE_FILTER_MAX),
    refusedBefore: pickFilter(list.searchParams, "refusedBefore", ["1"] as const),
  };
}

/** The audit log's filters as the URL holds them, cleaned like the orders list's. */
export function auditListFilters(list: ListParams) {
  const { from, to } = dayRange(list.searchParams.get("from"), list.searchParams.get("to"));
  const userId = list.searchParams.get("userId") ?? "";
  return {
    userId: /^\d{1,9}$/.test(userId) && Number(userId) > 0 ? userId : "",
    kind: pickFilter(list.searchParams, "kind", AUDIT_KINDS),
    q: list.q,
    from,
    to,
  };
}

/** A path with the filters that are set as its query string (a list's export link carries its filters). */
export function withFilters(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== "")).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A CSV export of the API handed to the browser as it streams (its body is never read here, so a file of
 * 100,000 orders passes through in constant memory). When the API refuses, the staff member goes `back` with a
 * banner instead: the browser leaves the page only when there is no file to save.
 */
export async function passDownload(
  request: Request,
  answer: Awaited<ReturnType<ApiClient["download"]>>,
  back: string,
  locale: Locale,
): Promise<Response> {
  if (answer.ok) {
    const { headers } = answer.response;
    return new Response(answer.response.body, {
      headers: {
        "Content-Type": headers.get("content-type") ?? CSV_CONTENT_TYPE,
        "Content-Disposition": headers.get("content-disposition") ?? "attachment",
        "Cache-Control": "private, no-store",
      },
    });
  }
  console.error("export refused", answer.failure.status, answer.failure.error?.message);
  return redirectWithFlash(request, back, failure(locale, "export.failed"));
}

/** Keeps only the query string of a URL the action was posted to, so a redirect never leaves the list. */
export function searchOf(request: Request): string {
  return new URL(request.url).search;
}

/** Where a create returns: the same filters on the first page, where the newest item shows. */
export function listFirstPage(request: Request, path: string): string {
  const params = new URL(request.url).searchParams;
  params.delete("page");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A success banner, written in the staff member's language. */
export function success(locale: Locale, id: AdminMessageId): Flash {
  return { kind: "success", message: translate(locale, id) };
}

/** A failure banner, written in the staff member's language. */
export function failure(locale: Locale, id: AdminMessageId): Flash {
  return { kind: "error", message: translate(locale, id) };
}

/** SPEC 8: "Error / Can't get target upload source info", in the staff member's language. */
export function genericError(locale: Locale): Flash {
  return { kind: "error", title: translate(locale, "notice.errorTitle"), message: translate(locale, "notice.genericError") };
}

/** The texts and English templates the back office translates server sentences with, per language. */
const sentenceTexts = new Map<Locale, ReturnType<typeof textsFor>>();

/**
 * An English sentence of the API or of a form check, in the staff member's language (what `useI18n().localize`
 * does in a component), for what an action writes itself: banners, errors beside a field.
 */
export function localizeFor(locale: Locale, sentence: string): string {
  let data = sentenceTexts.get(locale);
  if (!data) sentenceTexts.set(locale, (data = textsFor(locale, "store", "admin", "validation", "api")));
  return localizeSentence(locale, sentence, data.sentences ?? {}, data.texts);
}

/** A form's refusal (its zod checks' English sentences), written beside each field in the staff member's language. */
export function localizedErrors<E extends ValidatorError>(locale: Locale, error: E): E {
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, sentence]) => [field, localizeFor(locale, sentence)]),
  );
  return { ...error, fieldErrors };
}

/** SPEC 8: the server's messages, one per line, each ending with a full stop. */
export function withFullStops(messages: readonly string[]): string[] {
  return messages.map((m) => withFullStop(m.trim()));
}

/**
 * A failure after validation passed (upload refused, API said no): the form
 * re-renders with what was typed, also without JavaScript, and a banner says why.
 * Redirecting instead would reload an empty form.
 */
export function failKeepingInput(formId: string, values: Record<string, unknown>, flash: Flash, status = 400) {
  return json({ fieldErrors: {}, repopulateFields: values, formId, banner: { ...flash, id: randomUUID() } }, { status });
}

/**
 * Redirects after a POST with one banner for the next page (works with and without JavaScript). `to` often carries
 * the request's own query string or a list's filters, so it is answered only as a path of the store.
 */
export async function redirectWithFlash(request: Request, to: string, flash: Flash, init?: { headers?: Headers }) {
  const headers = init?.headers ?? new Headers();
  headers.append("Set-Cookie", await setFlash(request, flash));
  return redirect(safeRedirectPath(to, routes.dashboard()), { headers });
}

/** A positive whole-number route id, or the 404 page (SPEC: a failed load goes to PageNotFound). */
export function requireId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw redirect(routes.pageNotFound());
  }
  return Number(value);
}

/** A loaded resource, or the 404 page when the API did not answer 200. */
export function requireFound<T>(result: ApiResult<T>): T {
  if (result.status === 503) throw new Response(translate("en", "unavailable.text"), { status: 503 });
  if (result.status !== 200 || !result.data) throw redirect(routes.pageNotFound());
  return result.data;
}

/** Lists degrade to empty on failure: SPEC 8 shows no banner for failed list loads. */
export function listOf<T>(result: ApiResult<T[]>): { items: T[]; total: number } {
  if (result.status === 503) throw new Response(translate("en", "unavailable.text"), { status: 503 });
  if (!result.ok || !Array.isArray(result.data)) {
    console.error("list load failed", result.status, result.error?.message);
    return { items: [], total: 0 };
  }
  return { items: result.data, total: result.total ?? result.data.length };
}

/** Builds the upload body the API expects: one multipart field, one or more files. */
export function multipart(field: string, files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form;
}

/**
 * The API names the field first in each message ("username must be …"), so each
 * one can be shown beside its own input; a message naming none goes to `fallback`.
 * `localize` then writes each sentence in the staff member's language.
 */
export function apiFieldErrors(
  messages: readonly string[],
  fields: readonly string[],
  fallback: string,
  localize: (sentence: string) => string = (sentence) => sentence,
): Record<string, string> {
  const grouped: Record<string, string[]> = {};
  for (const sentence of withFullStops(messages)) {
    const field = fields.find((name) => sentence.startsWith(`${name} `)) ?? fallback;
    (grouped[field] ??= []).push(localize(sentence));
  }
  return Object.fromEntries(Object.entries(grouped).map(([field, sentences]) => [field, sentences.join(" ")]));
}

/**
 * The API's refusal of a product's or a post's translations, each sentence beside the field it names
 * (`translations.fr.name must be …`), in the staff member's language. Null when the API refused anything
 * else too (the form's own banner then says so), or did not refuse at all.
 */
export function translationFieldErrors(
  locale: Locale,
  answer: { status: number; error: { message?: readonly string[] } | null },
): Record<string, string> | null {
  const messages = answer.status === 400 ? (answer.error?.message ?? []) : [];
  const named = messages.map((sentence) => /^translations\.(?:fr|ar)\.\w+(?= )/.exec(sentence)?.[0]);
  if (messages.length === 0 || named.some((field) => field === undefined)) return null;
  const fields = [...new Set(named as string[])];
  return apiFieldErrors(messages, fields, fields[0], (sentence) => localizeFor(locale, sentence));
}

/**
 * The stock part of a product payload: the sizes of the grid, or SPEC's Quantity as the one size of a one-size type.
 * Sizes are always sent, so that a product moving between types drops the sizes of its old type.
 */
export function stockPayload(fields: { quantity: number; sizes: SizeStock[] | null }): { quantity: string; sizes: SizeStock[] } {
  const sizes = fields.sizes ?? [{ size: ONE_SIZE, quantity: fields.quantity }];
  return { quantity: String(totalStock(sizes)), sizes };
}

/** The grid's inputs of a stored product: each size it is sold in; the others stay empty. */
export function stockDefaults(sizes: readonly SizeStock[] | undefined): Record<string, string> {
  return Object.fromEntries((sizes ?? []).map((row) => [stockFieldName(row.size), String(row.quantity)]));
}

/** The API's sentences about a product's sizes, each template's placeholder read as any text. */
const sizeSentences = [
  validationEn["invalid.sizeOfType"],
  validationEn["invalid.sizeTwice"],
  validationEn["invalid.sizesEmpty"],
  sayApi.sizesNeeded(),
].map(
  (template) =>
    new RegExp(
      `^${template
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".+?")}\\.?$`,
    ),
);

/**
 * The API's refusal of a product's stock per size, said beside the grid in the staff member's language. A total
 * too large is refused as SPEC's quantity, which the grid computes. Null when the API refused anything else too.
 */
export function sizeFieldErrors(
  locale: Locale,
  answer: { status: number; error: { message?: readonly string[] } | null },
): Record<string, string> | null {
  const messages = answer.status === 400 ? (answer.error?.message ?? []) : [];
  const aboutSizes = (sentence: string) => /^(sizes|quantity)\b/.test(sentence) || sizeSentences.some((pattern) => pattern.test(sentence));
  if (messages.length === 0 || !messages.every(aboutSizes)) return null;
  return {
    [SIZES_FIELD]: withFullStops(messages)
      .map((sentence) => localizeFor(locale, sentence))
      .join(" "),
  };
}

/**
 * Uploads the pictures chosen for each colour of the product form, and lists their stored names among the colour's
 * pictures in the posted form itself. A file input cannot be filled again, so this happens on every post of the
 * form (adding or removing a colour, an error, the save): nothing chosen is lost on the way. A refused upload is
 * said beside that colour's file input, in the staff member's language.
 */
export async function uploadColorFiles(api: ApiClient, form: FormData, locale: Locale): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const colour = /^(colors\[\d{1,2}\])\.files$/.exec(key)?.[1];
    if (!colour) continue;
    const files = chosenFiles(form.getAll(key));
    form.delete(key);
    if (files.length === 0) continue;
    const checked = imageFilesSchema(validationEn["invalid.colorImages"]).safeParse(files);
    if (!checked.success) {
      errors[key] = localizeFor(locale, checked.error.issues[0].message);
      continue;
    }
    const upload = await api.upload<{ images: ImageRef[] }>("products/upload", multipart("images", files));
    if (upload.status !== 201 || !upload.data?.images?.length) {
      const said = upload.error?.message?.[0];
      errors[key] = said ? localizeFor(locale, said) : translate(locale, "product.photoUploadFailed");
      continue;
    }
    for (const image of upload.data.images) form.append(`${colour}.images`, image.url);
  }
  return errors;
}
