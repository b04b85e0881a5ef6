import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { localizeFor } from "~/components/admin/admin.server";
import { loginValidator } from "~/components/admin/account-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { Notice } from "~/components/notice";
import { readFlash, setFlash } from "~/flash.server";
import { localizedPath } from "~/lib/i18n";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { textsFor, translate } from "~/lib/texts.server";
import { requestLocale } from "~/locale.server";
import { accountLocaleOf, requireGuest, sessionWithLocale } from "~/session.server";
import adminHref from "~/styles/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminHref }];

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("login.title"), matches);

export const handle = noindexHandle;

/** Before any account is known, the page speaks the visitor's last chosen storefront language, else English. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireGuest(request, context);
  const locale = await requestLocale(request);
  const { flash, headers } = await readFlash(request);
  return json({ flash, ...textsFor(locale, "admin", "validation", "api") }, { headers });
}

/**
 * SPEC 4: after a successful sign-in the page goes back to /login, whose guard
 * sends the user on to the Dashboard; the "Login successful!" banner travels in
 * the flash cookie and shows there. This works the same with JavaScript off.
 * From then on the session carries the language saved on the account, and the
 * banner is already written in it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(request, context);
  const locale = await requestLocale(request);
  const result = await loginValidator.validate(await request.formData());
  if (result.error)
    return validationError(result.error, { email: typeof result.submittedData.email === "string" ? result.submittedData.email : "" });

  const answer = await apiClient(context).post<{ token: string }>("auth/login", result.data);
  if (answer.status === 201 && answer.data?.token) {
    const token = answer.data.token;
    const me = await apiClient(context, token).users.current();
    if (me.ok) {
      const staffLocale = accountLocaleOf(me.data);
      const headers = new Headers();
      headers.append("Set-Cookie", await sessionWithLocale(request, staffLocale, { token, role: me.data.role }));
      headers.append("Set-Cookie", await setFlash(request, { kind: "success", message: translate(staffLocale, "login.success") }));
      return redirect(routes.login(), { headers });
    }
  }
  if (answer.status === 401) return json({ formError: translate(locale, "login.failure") }, { status: 401 });
  // 429 (too many attempts) and anything else: the API's own sentence, in the page's language.
  const message =
    answer.error?.message.map((sentence) => localizeFor(locale, sentence)).join(" ") || translate(locale, "notice.genericError");
  return json({ formError: message }, { status: answer.ok ? 500 : answer.status });
}

export default function Login() {
  const { flash } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const { t, locale } = useI18n();
  const formError = actionData && "formError" in actionData ? actionData.formError : null;
  return (
    <main className="login-page">
      <div className="login-card">
        <p className="text-center mb-1">
          <Link className="fw-bold fs-4 text-decoration-none text-reset" to={localizedPath(routes.home(), locale)}>
            {root?.storeName}
          </Link>
        </p>
        <h1 className="h4 text-center mb-1">{t("login.title")}</h1>
        <p className="text-center text-body-secondary small mb-4">{t("login.intro")}</p>
        {flash ? (
          <Notice kind={flash.kind} title={flash.title}>
            {flash.message}
          </Notice>
        ) : null}
        {formError ? (
          <Notice kind="error" fade={false}>
            {formError}
          </Notice>
        ) : null}
        <ValidatedForm validator={loginValidator} method="post" id="login" noValidate>
          <Field formId="login" name="email" type="email" label={t("field.email")} autoComplete="username" inputMode="email" required />
          <Field formId="login" name="password" type="password" label={t("field.password")} autoComplete="current-password" required />
          <SubmitButton formId="login" className="btn btn-dark w-100">
            {t("login.submit")}
          </SubmitButton>
        </ValidatedForm>
      </div>
    </main>
  );
}
