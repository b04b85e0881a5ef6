import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { listOf, pickFilter, readListParams, requireFound } from "~/components/admin/admin.server";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { metaI18n, useI18n } from "~/components/i18n";
import { adminRoutes } from "~/lib/admin-routes";
import { categoryLabelId, typeLabelId } from "~/lib/catalog";
import { FEED_LIMITS, FEED_PROBLEMS, feedProblems, type FeedFormat, type FeedProblem } from "~/lib/feeds";
import { localeInfo, type Locale } from "~/lib/i18n";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { routes } from "~/lib/routes";
import { metaTitle } from "~/lib/seo";
import type { TextId } from "~/lib/text-ids";
import { translate } from "~/lib/texts.server";
import type { ProblemProduct, SalesChannels } from "~/models/channels.server";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("channels.title"), matches);

type Severity = (typeof feedProblems)[FeedProblem];

/** A store text in the staff member's language, or the value itself where the store has none (a category of an old import). */
function labelOr(locale: Locale, id: TextId, value: string): string {
  const text = translate(locale, id);
  return text === id ? value : text;
}

/**
 * The Sales channels screen (docs/decisions/054), for every staff role: the feeds' addresses to paste into Merchant
 * Center and Commerce Manager, what they hold, and the products Google or Meta would leave out, refuse or warn about,
 * filtered by problem (`?reason=`) and paged like every list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const reason = pickFilter(list.searchParams, "reason", FEED_PROBLEMS);
  const api = apiClient(context, token);
  const [overview, problems] = await Promise.all([
    api.get<SalesChannels>("channels"),
    api.get<ProblemProduct[]>("channels/problems", { reason, limit: list.limit, offset: list.offset }),
  ]);
  const channels = requireFound(overview);
  const page = listOf(problems);
  return json({
    feeds: channels.feeds,
    publicUrl: channels.publicUrl,
    counts: channels.counts,
    problems: FEED_PROBLEMS.map((problem) => ({ reason: problem, severity: feedProblems[problem], count: channels.problems[problem] })),
    limits: { titleMax: FEED_LIMITS.titleMax, pictureMinPixels: FEED_LIMITS.pictureMinPixels },
    products: page.items.map((product) => ({
      id: product.id,
      name: product.name,
      handle: product.handle,
      type: labelOr(locale, typeLabelId(product.type), product.type),
      category: labelOr(locale, categoryLabelId(product.category), product.category),
      reasons: product.reasons.map((problem) => ({ reason: problem, severity: feedProblems[problem] })),
    })),
    total: page.total,
    page: list.page,
    reason,
  });
}

/** Each severity as a Bootstrap badge: its word is on the badge too, so no one needs the colour to tell them apart. */
const severityBadge: Record<Severity, string> = {
  leftOut: "text-bg-danger",
  refused: "text-bg-warning",
  warning: "text-bg-secondary",
};

function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useI18n();
  return <span className={`badge ${severityBadge[severity]}`}>{t(`channels.severity.${severity}`)}</span>;
}

/** A problem's words: "Picture under 500 px — Meta refuses it", "No brand — sent as Yasmine". */
function useReasonTexts(limits: { titleMax: number; pictureMinPixels: number }) {
  const { t, number } = useI18n();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const label = (reason: FeedProblem) =>
    t(`channels.reason.${reason}`, { min: number(limits.pictureMinPixels), max: number(limits.titleMax) });
  const explained = (reason: FeedProblem) =>
    t("channels.reasonWhy", { reason: label(reason), why: t(`channels.why.${reason}`, { store: root?.storeName ?? "" }) });
  return { label, explained };
}

/** The feeds' addresses, one readonly input each, by platform then language; or why there are none yet. */
function FeedAddresses({ feeds, publicUrl }: { feeds: SalesChannels["feeds"]; publicUrl: string | null }) {
  const { t } = useI18n();
  const formats = [...new Set(feeds.map((feed) => feed.format))] as FeedFormat[];
  return (
    <section className="admin-card mb-4" aria-labelledby="feeds-heading">
      <h2 id="feeds-heading" className="h5">
        {t("channels.feedsHeading")}
      </h2>
      {publicUrl ? (
        <>
          <p className="form-text mt-0">{t("channels.feedsHint")}</p>
          <div className="row g-4">
            {formats.map((format) => (
              <fieldset className="col-lg-6" key={format} aria-describedby={`feeds-${format}-hint`} data-testid={`feeds-${format}`}>
                <legend className="h6 mb-1">{t(`channels.platform.${format}`)}</legend>
                <p id={`feeds-${format}-hint`} className="form-text mt-0">
                  {t(`channels.platformHint.${format}`)}
                </p>
                {feeds
                  .filter((feed) => feed.format === format)
                  .map((feed) => (
                    <div className="mb-2" key={feed.locale}>
                      <label htmlFor={`feed-${format}-${feed.locale}`} className="form-label small mb-1" lang={feed.locale}>
                        {localeInfo[feed.locale].label}
                      </label>
                      <input
                        id={`feed-${format}-${feed.locale}`}
                        type="url"
                        className="form-control font-monospace"
                        dir="ltr"
                        readOnly
                        value={feed.url ?? ""}
                        // One click takes the whole address, ready to copy.
                        onFocus={(event) => event.currentTarget.select()}
                      />
                    </div>
                  ))}
              </fieldset>
            ))}
          </div>
        </>
      ) : (
        <p className="alert alert-warning mb-0" role="alert">
          {t("channels.needsPublicUrl")}
        </p>
      )}
    </section>
  );
}

function Counts({ counts }: { counts: SalesChannels["counts"] }) {
  const { t, number } = useI18n();
  const shown = [
    { key: "items", label: t("channels.count.items"), value: counts.items },
    { key: "inStock", label: t("channels.count.inStock"), value: counts.inStock },
    { key: "leftOut", label: t("channels.count.leftOut"), value: counts.leftOut },
  ];
  return (
    <section className="admin-card mb-4" aria-labelledby="counts-heading">
      <h2 id="counts-heading" className="h5">
        {t("channels.countsHeading")}
      </h2>
      <dl className="row g-3 mb-2">
        {shown.map((count) => (
          <div className="col-sm-4" key={count.key} data-testid={`count-${count.key}`}>
            <dt className="small text-body-secondary fw-normal">{count.label}</dt>
            <dd className="fs-4 fw-semibold mb-0">{number(count.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="form-text mb-0">{t("channels.countsHint")}</p>
    </section>
  );
}

export default function SalesChannelsScreen() {
  const data = useLoaderData<typeof loader>();
  const { t, number } = useI18n();
  const { label, explained } = useReasonTexts(data.limits);
  return (
    <>
      <h1 className="admin-page-title">{t("channels.title")}</h1>
      <p className="text-body-secondary">{t("channels.intro")}</p>
      <FeedAddresses feeds={data.feeds} publicUrl={data.publicUrl} />
      <Counts counts={data.counts} />
      <section className="admin-card" aria-labelledby="problems-heading">
        <h2 id="problems-heading" className="h5">
          {t("channels.problemsHeading")}
        </h2>
        <p className="text-body-secondary">{t("channels.problemsIntro")}</p>
        <div className="table-responsive">
          <table className="table table-sm admin-table w-auto" data-testid="problem-counts">
            <caption className="caption-top">{t("channels.byReasonCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("channels.colProblem")}</th>
                <th scope="col">{t("channels.colSeverity")}</th>
                <th scope="col" className="text-end">
                  {t("channels.colProducts")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.problems.map((problem) => (
                <tr key={problem.reason}>
                  <th scope="row" className="admin-row-sentence">
                    {problem.count > 0 ? (
                      <Link to={`${adminRoutes.channels()}?reason=${problem.reason}`} preventScrollReset>
                        {explained(problem.reason)}
                      </Link>
                    ) : (
                      explained(problem.reason)
                    )}
                  </th>
                  <td>
                    <SeverityBadge severity={problem.severity} />
                  </td>
                  <td className="text-end">{number(problem.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* A GET form: the filter lives in the URL, works without JavaScript and goes back to the first page. */}
        <Form method="get" className="row g-2 align-items-end my-3" role="search" preventScrollReset>
          <div className="col-12 col-sm-auto">
            <label htmlFor="channels-reason" className="form-label small mb-1">
              {t("channels.filterReason")}
            </label>
            <select
              id="channels-reason"
              name="reason"
              className="form-select form-select-sm"
              key={data.reason}
              defaultValue={data.reason}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              <option value="">{t("channels.anyReason")}</option>
              {data.problems.map((problem) => (
                <option key={problem.reason} value={problem.reason}>
                  {label(problem.reason)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-sm-auto">
            <button type="submit" className="btn btn-sm btn-dark">
              {t("channels.filter")}
            </button>
          </div>
        </Form>
        <div className="table-responsive">
          <table className="table table-hover admin-table" data-testid="problem-products">
            <caption className="caption-top">{data.reason ? label(data.reason) : t("channels.listCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("channels.colProduct")}</th>
                <th scope="col">{t("channels.colType")}</th>
                <th scope="col">{t("channels.colReasons")}</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product.id}>
                  <td>
                    <Link to={routes.product(product.id)} aria-label={t("channels.editProduct", { name: product.name })}>
                      <bdi>{product.name}</bdi>
                    </Link>
                    <code className="d-block small text-body-secondary" dir="ltr">
                      {product.handle}
                    </code>
                  </td>
                  <td>
                    {product.type}
                    <span className="d-block small text-body-secondary">{product.category}</span>
                  </td>
                  <td>
                    <ul className="list-unstyled mb-0">
                      {product.reasons.map(({ reason, severity }) => (
                        <li key={reason} className="mb-1">
                          <SeverityBadge severity={severity} /> {explained(reason)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
              {data.products.length === 0 ? (
                <tr>
                  <td colSpan={3} className="text-center text-body-secondary py-4">
                    {t(data.reason ? "channels.emptyReason" : "channels.empty")}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <AdminListFooter total={data.total} totalId="list.total.feedProblems" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}
