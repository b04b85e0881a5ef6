import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  apiClient,
  apiReasonsIn,
  keepTypedValues,
  pageLocale,
  readStoreNotice,
  setFlash,
  textsFor,
  translate,
} from "~/components/store/pages.server";
import { Ltr, metaI18n, useI18n } from "~/components/i18n";
import { Notice } from "~/components/notice";
import { PageBanner } from "~/components/store/banner";
import { CheckedField, CheckedForm, CheckedSubmit, FormErrors } from "~/components/store/checked-form";
import { Icon, type IconName } from "~/components/store/icons";
import { localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";
import type { TextId } from "~/lib/text-ids";
import { formText } from "~/lib/form-check";

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return seoMeta(matches, { title: t("page.contact"), description: t("seo.contact"), path: routes.contact() });
};

/** The browser checks the message with the API's own schema, loaded when the shopper starts typing. */
const loadContactSchema = () => import("~/lib/contact-schemas").then((schemas) => schemas.contactSchema);
const FORM_ID = "contact";
const fieldNames = ["name", "email", "subject", "message"] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { notice, headers } = await readStoreNotice(request);
  return json({ notice, ...textsFor(pageLocale(params), "contact", "validation") }, { headers });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = pageLocale(params);
  const form = await request.formData();
  const values = Object.fromEntries(fieldNames.map((name) => [name, formText(form, name)]));
  // SPEC 3: deviceType is the browser's user agent; without JavaScript the request header carries it.
  const deviceType = formText(form, "deviceType") || (request.headers.get("user-agent") ?? "");
  // The API checks the message with the same schema and answers every problem, shown in the red box.
  const answer = await apiClient(context).post("messages/send", { ...values, deviceType });
  if (answer.status === 201) {
    const flash = await setFlash(request, { kind: "success", message: translate(locale, "contact.success") });
    return redirect(localizedPath(routes.contact(), locale), { headers: { "Set-Cookie": flash } });
  }
  const reasons = answer.error?.message ?? [translate(locale, "notice.genericError")];
  return json(
    { errors: apiReasonsIn(locale, reasons), ...keepTypedValues(FORM_ID, values) },
    { status: answer.status >= 400 ? answer.status : 500 },
  );
}

const details: { icon: IconName; label: TextId; value: TextId; href?: (value: string) => string; ltr?: boolean }[] = [
  { icon: "mapPin", label: "contact.addressLabel", value: "contact.address" },
  { icon: "phone", label: "contact.phoneLabel", value: "contact.phone", href: (phone) => `tel:${phone.replace(/\s/g, "")}`, ltr: true },
  { icon: "mail", label: "contact.emailLabel", value: "contact.email", href: (email) => `mailto:${email}`, ltr: true },
  { icon: "clock", label: "contact.hoursLabel", value: "contact.hours" },
];

/** Browser rules (required, e-mail) check the form without JavaScript; with it, the shared schema does. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function Contact() {
  const { notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, path } = useI18n();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [userAgent, setUserAgent] = useState("");
  useEffect(() => setUserAgent(window.navigator.userAgent), []);
  // A sent message clears the fields (a failed one keeps them).
  useEffect(() => {
    if (notice?.kind === "success") formRef.current?.reset();
  }, [notice]);
  const errors = actionData && "errors" in actionData ? actionData.errors : null;
  const answer = actionData && "formId" in actionData ? actionData : null;

  return (
    <>
      <PageBanner title={t("page.contact")} image={routes.storeArt("store/banner-contact.svg")} />
      <div className="container store-section">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-5">
            <h2 className="section-title">{t("contact.heading")}</h2>
            <p className="text-body-secondary mb-4">{t("contact.intro")}</p>
            <ul className="contact-details list-unstyled">
              {details.map((item) => {
                const value = t(item.value);
                const shown = item.ltr ? <Ltr>{value}</Ltr> : value;
                return (
                  <li key={item.label}>
                    <span className="contact-details-icon">
                      <Icon name={item.icon} size={20} />
                    </span>
                    <div>
                      <p className="contact-details-label">{t(item.label)}</p>
                      {item.href ? <a href={item.href(value)}>{shown}</a> : <p className="mb-0">{shown}</p>}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="col-lg-7">
            <div className="store-card">
              <h2 className="h4 mb-3">{t("contact.formTitle")}</h2>
              {notice ? (
                <Notice key={notice.id} kind={notice.kind}>
                  {notice.message}
                </Notice>
              ) : null}
              <FormErrors errors={errors} />
              <CheckedForm
                id={FORM_ID}
                loadSchema={loadContactSchema}
                answer={answer}
                action={path(routes.contact())}
                formRef={formRef}
                noValidate={hydrated}
              >
                <input type="hidden" name="deviceType" value={userAgent} />
                <div className="row gx-3">
                  <div className="col-sm-6">
                    <CheckedField name="name" label={t("contact.name")} autoComplete="name" required />
                  </div>
                  <div className="col-sm-6">
                    <CheckedField name="email" label={t("contact.emailField")} type="email" autoComplete="email" required />
                  </div>
                </div>
                <CheckedField name="subject" label={t("contact.subject")} required />
                <CheckedField name="message" label={t("contact.message")} as="textarea" rows={6} required />
                <CheckedSubmit className="btn btn-dark btn-lg store-btn">{t("contact.send")}</CheckedSubmit>
              </CheckedForm>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
