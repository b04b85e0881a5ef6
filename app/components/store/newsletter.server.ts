import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { checkForm, formText } from "~/lib/form-check";
import { localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { newsletterSchema } from "~/lib/contact-schemas";
import { SUBSCRIBED_FLAG, SUBSCRIBED_VALUE } from "./footer";
import { apiReasonsIn, pageLocale } from "./forms.server";

/**
 * Where the shopper subscribed from (a path of this store only, never another site; else the home page), with the
 * thanks flag set once and the page scrolled to the newsletter.
 */
function backWithThanks(value: FormDataEntryValue | null, fallback: string): string {
  const back = new URL(safeRedirectPath(value, fallback), "http://store.invalid");
  back.searchParams.delete(SUBSCRIBED_FLAG);
  back.searchParams.set(SUBSCRIBED_FLAG, SUBSCRIBED_VALUE);
  return safeRedirectPath(`${back.pathname}${back.search}#newsletter`, fallback, { keepHash: true });
}

/**
 * The footer's newsletter form: a kept address goes back to the page it came from, with the thanks; an address
 * or a consent that is missing is said on the newsletter page, in the page's language, with what was typed.
 */
export async function subscribeFromForm({ request, context, params }: ActionFunctionArgs) {
  const locale = pageLocale(params);
  const form = await request.formData();
  const email = formText(form, "email");
  const checked = checkForm(newsletterSchema, form);
  if (checked.fieldErrors) return json({ errors: checked.fieldErrors, email, failed: false, refusal: null }, { status: 400 });
  const answer = await apiClient(context).request("POST", `newsletter/subscribe?lang=${locale}`, {
    json: { email: checked.data.email, consent: true },
  });
  if (answer.status === 429) {
    // Over the per-client limit: say so, and when to come back, rather than "try again in a moment".
    const refusal = apiReasonsIn(locale, answer.error?.message ?? [])[0] ?? null;
    return json(
      { errors: {}, email, failed: true, refusal },
      { status: 429, headers: { "Retry-After": answer.headers.get("retry-after") ?? "60" } },
    );
  }
  if (!answer.ok) return json({ errors: {}, email, failed: true, refusal: null }, { status: answer.status >= 500 ? 503 : 400 });
  return redirect(backWithThanks(form.get("back"), localizedPath(routes.home(), locale)));
}
