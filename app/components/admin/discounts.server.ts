/** Server helpers of the Discounts screen's actions (ADR 047): who may change a code, and the API's answers. */
import { json, type AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import type { ApiResult } from "~/api-client.server";
import type { Flash } from "~/flash.server";
import type { AdminMessageId } from "~/lib/admin-messages";
import type { Locale } from "~/lib/i18n";
import { adminRoles } from "~/lib/roles";
import { translate } from "~/lib/texts.server";
import { requireStaff, type Staff } from "~/session.server";
import { failure, genericError, localizeFor, redirectWithFlash, withFullStops } from "./admin.server";
import { DISCOUNT_FIELDS } from "./discounts";
import { adminRoutes } from "~/lib/admin-routes";

/**
 * The staff member who may create, change or delete a code: an admin or the super admin. Anyone else (an editor
 * posting a form by hand) goes back to the list with a banner saying why, as does a refusal of the API itself.
 */
export async function requireDiscountAdmin(request: Request, context: AppLoadContext): Promise<Staff> {
  const staff = await requireStaff(request, context);
  if (!adminRoles.includes(staff.role)) throw await notAllowed(request, staff.locale);
  return staff;
}

export function notAllowed(request: Request, locale: Locale) {
  return redirectWithFlash(request, adminRoutes.discounts(), failure(locale, "admin.discounts.notAllowed"));
}

/** A success banner naming the code ("The code ETE20 was paused!"), in the staff member's language. */
export function codeBanner(locale: Locale, id: AdminMessageId, code: string): Flash {
  return { kind: "success", message: translate(locale, id, { code }) };
}

/**
 * The API's refusal of a form (400 checks, 409 a code that reads like another, maxUses under the uses): each
 * sentence beside the field it names first ("code: …", "maxUses cannot …"), any other at the top, all in the staff
 * member's language; the form keeps what was typed. A 403 goes back to the list with its banner.
 */
export async function refusedForm(
  request: Request,
  locale: Locale,
  formId: string,
  answer: ApiResult<unknown>,
  typed: Record<string, unknown>,
): Promise<Response> {
  if (answer.status === 403) return notAllowed(request, locale);
  console.error("discount code refused", answer.status, answer.error?.message);
  const messages = answer.status === 400 || answer.status === 409 ? withFullStops(answer.error?.message ?? []) : [];
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const sentence of messages) {
    const field = DISCOUNT_FIELDS.find((name) => sentence.startsWith(`${name} `) || sentence.startsWith(`${name}:`));
    const said = localizeFor(locale, sentence);
    if (field) fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${said}` : said;
    else others.push(said);
  }
  const banner: Flash | null =
    others.length > 0 ? { kind: "error", message: others.join("\n") } : messages.length === 0 ? genericError(locale) : null;
  // The answer of validationError, with the banner ActionBanner shows: the form is drawn again as it was typed.
  return json(
    { fieldErrors, repopulateFields: typed, formId, ...(banner ? { banner: { ...banner, id: randomUUID() } } : {}) },
    { status: answer.status === 409 ? 409 : 400 },
  );
}
