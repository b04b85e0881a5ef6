import { useEffect } from "react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { localizeFor, redirectWithFlash, requireId } from "~/components/admin/admin.server";
import { translate } from "~/lib/texts.server";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { metaI18n, useI18n } from "~/components/i18n";
import type { ImportJob } from "~/models/import-jobs.server";
import { adminRoutes } from "~/lib/admin-routes";
import { categoriesOf, categoryLabelId, productTypes, typeLabelId } from "~/lib/catalog";
import { IMPORT_PROGRESS_REFRESH_SECONDS } from "~/lib/import-jobs";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => [
  ...metaTitle(metaI18n(matches).t("import.title"), matches),
  // Without JavaScript, a running import's page asks again by itself.
  ...((matches.at(-1)?.data as { job?: ImportJob } | undefined)?.job?.status === "importing"
    ? [{ httpEquiv: "refresh", content: String(IMPORT_PROGRESS_REFRESH_SECONDS) }]
    : []),
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context, adminRoles);
  const id = requireId(params.id);
  const answer = await apiClient(context, token).get<ImportJob>(`products/import/${id}`);
  if (answer.status !== 200) throw redirect(routes.pageNotFound());
  return json({ job: answer.data });
}

/** The mapping staff chose: one `map:<the file's value>` field each. */
function mappingOf(form: FormData): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith("map:") && typeof value === "string" && value) mapping[name.slice(4)] = value;
  }
  return mapping;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const id = requireId(params.id);
  const form = await request.formData();
  const intent = form.get("intent") === "confirm" ? "confirm" : "preview";
  const answer = await apiClient(context, token).post(`products/import/${id}/${intent}`, { mapping: mappingOf(form) });
  const back = adminRoutes.productImportJob(id);
  if (answer.status === 200 || answer.status === 202) return redirect(back);
  console.error("import refused", answer.status, answer.error?.message);
  const messages = answer.error?.message ?? [];
  return redirectWithFlash(request, back, {
    kind: "error",
    message: messages.length ? messages.map((message) => localizeFor(locale, message)).join(" ") : translate(locale, "import.failed"),
  });
}

/** Every type/category pair of the store, as a select's options. */
function CategoryOptions() {
  const { t } = useI18n();
  return (
    <>
      {productTypes.map((type) => (
        <optgroup key={type.value} label={t(typeLabelId(type.value))}>
          {categoriesOf(type.value).map((category) => (
            <option key={category.value} value={`${type.value}/${category.value}`}>
              {t(categoryLabelId(category.value))}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

function Preview({ job }: { job: ImportJob }) {
  const { t, localize } = useI18n();
  const busy = useNavigation().state !== "idle";
  const { preview } = job;
  const toWrite = preview.products.new + preview.products.changed;
  const counts: [string, number][] = [
    [t("import.counts.new"), preview.products.new],
    [t("import.counts.changed"), preview.products.changed],
    [t("import.counts.unchanged"), preview.products.unchanged],
    [t("import.counts.variants"), preview.variants],
    [t("import.counts.pictures"), preview.pictures.fromZip],
  ];
  return (
    <section className="admin-card" aria-labelledby="import-preview-heading">
      <h2 id="import-preview-heading">{t("import.previewHeading")}</h2>
      <p>{t("import.format", { format: t(`import.format.${preview.format}`) })}</p>
      <dl className="row" data-testid="import-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="col-6 col-md-4 col-lg-2 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="fs-4 mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.errors.length ? (
        <>
          <h3 className="h5">
            {t("import.errorsHeading")} ({preview.errors.length})
          </h3>
          <p className="text-danger">{t("import.fixFirst")}</p>
          <div className="table-responsive">
            <table className="table table-sm align-middle" data-testid="import-errors">
              <thead>
                <tr>
                  <th scope="col">{t("import.row")}</th>
                  <th scope="col">{t("import.column")}</th>
                  <th scope="col">{t("import.problem")}</th>
                </tr>
              </thead>
              <tbody>
                {preview.errors.map((error, index) => (
                  <tr key={index}>
                    <td>{error.line}</td>
                    <td>
                      <bdi>{error.column}</bdi>
                    </td>
                    <td>{localize(error.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <Form method="post">
        {preview.unmapped.length ? (
          <fieldset className="mb-3">
            <legend className="h5">{t("import.mappingHeading")}</legend>
            <p>{t("import.mappingHint")}</p>
            {preview.unmapped.map((entry, index) => (
              <div className="row g-2 align-items-center mb-2" key={entry.value}>
                <label className="col-md-5 col-form-label" htmlFor={`map-${index}`}>
                  <bdi>{entry.value}</bdi>{" "}
                  <span className="text-body-secondary">({t("import.mappingProducts", { count: entry.products })})</span>
                </label>
                <div className="col-md-7">
                  <select
                    className="form-select"
                    id={`map-${index}`}
                    name={`map:${entry.value}`}
                    defaultValue={job.mapping[entry.value] ?? ""}
                    required
                  >
                    <option value="">{t("import.mappingChoose")}</option>
                    <CategoryOptions />
                  </select>
                </div>
              </div>
            ))}
            <button className="btn btn-outline-dark" type="submit" name="intent" value="preview" disabled={busy}>
              {t("import.checkAgain")}
            </button>
          </fieldset>
        ) : null}
        {!preview.errors.length && !preview.unmapped.length ? (
          toWrite > 0 ? (
            <>
              {Object.entries(job.mapping).map(([value, choice]) => (
                <input key={value} type="hidden" name={`map:${value}`} value={choice} />
              ))}
              <button className="btn btn-dark" type="submit" name="intent" value="confirm" disabled={busy}>
                {t("import.confirm")}
              </button>
            </>
          ) : (
            <p className="alert alert-info mb-0">{t("import.nothingToDo")}</p>
          )
        ) : null}
      </Form>
    </section>
  );
}

function Progress({ job }: { job: ImportJob }) {
  const { t } = useI18n();
  // With JavaScript, the page reads itself again in place (a navigation to itself runs its loader); without, the
  // meta refresh above reloads it. useRevalidator would do the same, but would add to every page's shared script.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setInterval(
      () => navigate(pathname, { replace: true, preventScrollReset: true }),
      IMPORT_PROGRESS_REFRESH_SECONDS * 1000,
    );
    return () => clearInterval(timer);
  }, [navigate, pathname]);
  const percent = job.rowsTotal ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
  return (
    <section className="admin-card" aria-labelledby="import-progress-heading" aria-live="polite">
      <h2 id="import-progress-heading">{t("import.importing", { done: job.rowsDone, total: job.rowsTotal })}</h2>
      <div
        className="progress mb-2"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${percent}%`}
      >
        <div className="progress-bar bg-dark" style={{ width: `${percent}%` }} />
      </div>
      {job.secondsLeft !== null ? <p className="mb-0">{t("import.timeLeft", { seconds: job.secondsLeft })}</p> : null}
    </section>
  );
}

function Ended({ job }: { job: ImportJob }) {
  const { t, localize } = useI18n();
  const counts = job.result?.counts;
  return (
    <section className="admin-card" aria-labelledby="import-end-heading">
      {job.status === "done" && counts ? (
        <p id="import-end-heading" className="alert alert-success" role="status">
          {t("import.done", { new: counts.new, changed: counts.changed, unchanged: counts.unchanged })}
        </p>
      ) : job.status === "failed" ? (
        <div id="import-end-heading" className="alert alert-danger" role="alert">
          <p className="mb-1">{t("import.failed")}</p>
          <ul className="mb-0">
            {(job.result?.messages ?? []).map((message) => (
              <li key={message}>{localize(message)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p id="import-end-heading" className="alert alert-warning" role="alert">
          {t("import.interrupted")}
        </p>
      )}
      <div className="d-flex gap-2 flex-wrap">
        <Link className="btn btn-dark" to={routes.products()}>
          {t("import.toProducts")}
        </Link>
        <Link className="btn btn-outline-dark" to={adminRoutes.productImport()}>
          {t("import.again")}
        </Link>
      </div>
    </section>
  );
}

export default function ImportJobPage() {
  const { job } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <ActionBanner />
      <h1 className="admin-page-title">{t("import.title")}</h1>
      {job.status === "previewed" ? <Preview job={job} /> : job.status === "importing" ? <Progress job={job} /> : <Ended job={job} />}
    </>
  );
}
