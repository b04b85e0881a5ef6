import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { apiClient, keepTypedValues, readStoreNotice, setFlash } from "~/components/store/pages.server";
import { Notice } from "~/components/notice";
import { PageBanner } from "~/components/store/banner";
import { CheckedField, CheckedForm, CheckedSubmit } from "~/components/store/checked-form";
import { Icon, type IconName } from "~/components/store/icons";
import { contactEn } from "~/components/store/messages/contact";
import { en, say } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: contactEn["page.contact"], description: contactEn["seo.contact"], path: routes.contact() });

/** The browser checks the message with the API's own schema, loaded when the shopper starts typing. */
const loadContactSchema = () => import("~/lib/schemas").then((schemas) => schemas.contactSchema);
const FORM_ID = "contact";
const fieldNames = ["name", "email", "subject", "message"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { notice, headers } = await readStoreNotice(request);
  return json({ notice }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(fieldNames.map((name) => [name, String(form.get(name) ?? "")]));
  // SPEC 3: deviceType is the browser's user agent; without JavaScript the request header carries it.
  const deviceType = String(form.get("deviceType") ?? "") || (request.headers.get("user-agent") ?? "");
  // The API checks the message with the same schema and answers every problem, shown in the red box.
  const answer = await apiClient(context).post("messages/send", { ...values, deviceType });
  if (answer.status === 201) {
    const flash = await setFlash(request, { kind: "success", message: contactEn["contact.success"] });
    return redirect(routes.contact(), { headers: { "Set-Cookie": flash } });
  }
  return json({ errors: answer.error?.message ?? [en["notice.genericError"]], ...keepTypedValues(FORM_ID, values) }, { status: answer.status >= 400 ? answer.status : 500 });
}

const details: { icon: IconName; label: string; value: string; href?: string }[] = [
  { icon: "mapPin", label: contactEn["contact.addressLabel"], value: en["contact.address"] },
  { icon: "phone", label: contactEn["contact.phoneLabel"], value: en["contact.phone"], href: `tel:${en["contact.phone"].replace(/\s/g, "")}` },
  { icon: "mail", label: contactEn["contact.emailLabel"], value: contactEn["contact.email"], href: `mailto:${contactEn["contact.email"]}` },
  { icon: "clock", label: contactEn["contact.hoursLabel"], value: contactEn["contact.hours"] },
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
      <PageBanner title={contactEn["page.contact"]} image={routes.storeArt("store/banner-contact.svg")} />
      <div className="container store-section">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-5">
            <h2 className="section-title">{contactEn["contact.heading"]}</h2>
            <p className="text-body-secondary mb-4">{contactEn["contact.intro"]}</p>
            <ul className="contact-details list-unstyled">
              {details.map((item) => (
                <li key={item.label}>
                  <span className="contact-details-icon">
                    <Icon name={item.icon} size={20} />
                  </span>
                  <div>
                    <p className="contact-details-label">{item.label}</p>
                    {item.href ? <a href={item.href}>{item.value}</a> : <p className="mb-0">{item.value}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-7">
            <div className="store-card">
              <h2 className="h4 mb-3">{contactEn["contact.formTitle"]}</h2>
              {notice ? (
                <Notice key={notice.id} kind={notice.kind}>
                  {notice.message}
                </Notice>
              ) : null}
              {errors ? (
                <div className="alert alert-danger" role="alert">
                  <ul className="list-unstyled mb-0">
                    {errors.map((message) => (
                      <li key={message}>{say.withFullStop(message)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <CheckedForm
                id={FORM_ID}
                loadSchema={loadContactSchema}
                answer={answer}
                action={routes.contact()}
                formRef={formRef}
                noValidate={hydrated}
              >
                <input type="hidden" name="deviceType" value={userAgent} />
                <div className="row gx-3">
                  <div className="col-sm-6">
                    <CheckedField name="name" label={contactEn["contact.name"]} autoComplete="name" required />
                  </div>
                  <div className="col-sm-6">
                    <CheckedField name="email" label={contactEn["contact.emailField"]} type="email" autoComplete="email" required />
                  </div>
                </div>
                <CheckedField name="subject" label={contactEn["contact.subject"]} required />
                <CheckedField name="message" label={contactEn["contact.message"]} as="textarea" rows={6} required />
                <CheckedSubmit className="btn btn-dark btn-lg store-btn">{contactEn["contact.send"]}</CheckedSubmit>
              </CheckedForm>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
