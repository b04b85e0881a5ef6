import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { metaI18n, useI18n } from "~/components/i18n";
import { adminRoutes } from "~/lib/admin-routes";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import { translate } from "~/lib/texts.server";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("import.title"), matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, adminRoles);
  return json({});
}

/** Sends the file (and its ZIP) to the API's preview, which keeps them as a job, then opens that job's page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return json({ errors: [translate(locale, "import.noFile")] }, 400);
  const upload = new FormData();
  upload.append("file", file, file.name || "catalogue.csv");
  const pictures = form.get("pictures");
  if (pictures instanceof File && pictures.size > 0) upload.append("pictures", pictures, pictures.name || "pictures.zip");
  const answer = await apiClient(context, token).upload<{ job: number | null }>("products/import", upload);
  if (answer.status === 200 && answer.data?.job) return redirect(adminRoutes.productImportJob(answer.data.job));
  console.error("import preview refused", answer.status, answer.error?.message);
  return json({ errors: answer.error?.message ?? [translate(locale, "notice.genericError")] }, answer.status >= 500 ? 503 : 400);
}

export default function ImportProducts() {
  const { t, localize } = useI18n();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <ActionBanner />
      <h1 className="admin-page-title">{t("import.title")}</h1>
      <section className="admin-card" aria-labelledby="import-upload-heading">
        <h2 id="import-upload-heading" className="visually-hidden">
          {t("import.title")}
        </h2>
        <p>{t("import.intro")}</p>
        {refused?.errors?.length ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-1">{t("import.refused")}</p>
            <ul className="mb-0">
              {refused.errors.map((message) => (
                <li key={message}>{localize(message)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" encType="multipart/form-data">
          <div className="mb-3">
            <label className="form-label" htmlFor="import-file">
              {t("import.file")}
            </label>
            <input className="form-control" id="import-file" name="file" type="file" accept=".csv,text/csv" required />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="import-pictures">
              {t("import.pictures")}
            </label>
            <input
              className="form-control"
              id="import-pictures"
              name="pictures"
              type="file"
              accept=".zip,application/zip"
              aria-describedby="import-pictures-hint"
            />
            <div id="import-pictures-hint" className="form-text">
              {t("import.picturesHint")}
            </div>
          </div>
          <button className="btn btn-dark" type="submit" disabled={busy}>
            {t("import.preview")}
          </button>
        </Form>
      </section>
    </>
  );
}
