import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  apiFieldErrors,
  genericError,
  localizedErrors,
  localizeFor,
  multipart,
  redirectWithFlash,
  success,
} from "~/components/admin/admin.server";
import { roleLabelId } from "~/components/admin/filters";
import { Avatar } from "~/components/admin/icons";
import { ImagesField } from "~/components/admin/ImagesField";
import { avatarValidator, profileValidator } from "~/components/admin/account-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { LOCALES, localeInfo } from "~/lib/i18n";
import { EMAIL_MAX, NAME_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { accountLocaleOf, requireStaff, sessionWithLocale } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("profile.title"), matches);

const AVATAR_FORM = "avatar";
const PROFILE_FORM = "profile";

/** Each language by its own name, as a speaker of it looks for it. */
const languageOptions = LOCALES.map((locale) => ({ value: locale, label: localeInfo[locale].label }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context);
  // Defaults travel in the loader data (not a prop), so fields addressed by form id get them when rendered without JavaScript.
  return json({
    user,
    ...setFormDefaults(PROFILE_FORM, { username: user.username, email: user.email, locale: accountLocaleOf(user) }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, user, locale } = await requireStaff(request, context);
  const api = apiClient(context, token);
  const form = await request.formData();
  const here = routes.profile();

  if (form.get("intent") === "avatar") {
    const result = await avatarValidator.validate(form);
    if (result.error) return validationError(localizedErrors(locale, result.error));
    // SPEC 7: the picture goes to the image host first (our /api/media), then its url to the account.
    const upload = await api.upload<{ url: string }>("media", multipart("file", [result.data.file]));
    if (upload.status !== 201 || !upload.data?.url) return redirectWithFlash(request, here, genericError(locale));
    const saved = await api.put(`users/update/avatar/${user.id}`, { imgUrl: upload.data.url });
    // SPEC 4: a new avatar reloads the page.
    if (saved.status === 200) return redirect(here);
    return redirectWithFlash(request, here, genericError(locale));
  }

  const result = await profileValidator.validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const answer = await api.put(`users/update/${user.id}`, result.data);
  if (answer.ok) {
    // The chosen language is saved on the account; the session follows it, so the very next page speaks it,
    // and so does the banner that says it was saved.
    const chosen = result.data.locale;
    const headers = new Headers();
    headers.append("Set-Cookie", await sessionWithLocale(request, chosen));
    return redirectWithFlash(request, here, success(chosen, "account.updated"), { headers });
  }
  if (answer.status === 409 || answer.status === 400) {
    // A taken e-mail or a refused name is the user's to fix: say so beside that field, keep what was typed.
    const fieldErrors = apiFieldErrors(answer.error?.message ?? [], ["username", "email", "locale"], "email", (sentence) =>
      localizeFor(locale, sentence),
    );
    return validationError({ formId: PROFILE_FORM, fieldErrors }, result.submittedData);
  }
  return redirectWithFlash(request, here, genericError(locale));
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <h1 className="admin-page-title">{t("profile.title")}</h1>
      <div className="row g-4">
        <div className="col-lg-4">
          <section className="admin-card text-center" aria-labelledby="avatar-heading">
            <h2 id="avatar-heading">{t("profile.avatarHeading")}</h2>
            <div className="mb-3 d-flex justify-content-center">
              <Avatar src={user.imgUrl} name={user.username} size={120} alt={t("admin.avatarOf", { name: user.username })} />
            </div>
            <ValidatedForm
              key={`avatar-${user.updateAt}`}
              validator={avatarValidator}
              method="post"
              encType="multipart/form-data"
              id={AVATAR_FORM}
              className="text-start"
              noValidate
            >
              <ImagesField formId={AVATAR_FORM} name="file" label={t("field.avatar")} hint={t("field.imageHint")} />
              <SubmitButton formId={AVATAR_FORM} name="intent" value="avatar" className="btn btn-outline-dark w-100">
                {t("profile.changeAvatar")}
              </SubmitButton>
            </ValidatedForm>
          </section>
        </div>
        <div className="col-lg-8">
          <section className="admin-card" aria-labelledby="details-heading">
            <h2 id="details-heading">{t("profile.detailsHeading")}</h2>
            <ValidatedForm validator={profileValidator} method="post" id={PROFILE_FORM} noValidate>
              <Field
                formId={PROFILE_FORM}
                name="username"
                label={t("field.username")}
                maxLength={NAME_MAX}
                autoComplete="username"
                required
              />
              <Field
                formId={PROFILE_FORM}
                name="email"
                type="email"
                label={t("field.email")}
                maxLength={EMAIL_MAX}
                autoComplete="email"
                required
              />
              <div className="mb-3">
                <label className="form-label" htmlFor="profile-role">
                  {t("field.role")}
                </label>
                <input id="profile-role" className="form-control" readOnly value={t(roleLabelId(user.role))} />
              </div>
              <Field
                formId={PROFILE_FORM}
                name="locale"
                as="select"
                label={t("field.language")}
                options={languageOptions}
                hint={t("profile.languageHint")}
              />
              <SubmitButton formId={PROFILE_FORM} name="intent" value="profile">
                {t("profile.update")}
              </SubmitButton>
            </ValidatedForm>
          </section>
        </div>
      </div>
    </>
  );
}
