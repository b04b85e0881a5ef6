import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { apiClient } from "~/api-client.server";
import { listOf } from "~/components/admin/admin.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { discountStateOf, type DiscountCode, type DiscountState } from "~/components/admin/discounts";
import { IntentForm } from "~/components/admin/IntentForm";
import { RouteModal } from "~/components/admin/Modal";
import { Ltr, metaI18n, Money, useI18n } from "~/components/i18n";
import { typeLabelId } from "~/lib/catalog";
import { formatDateTime } from "~/lib/date-time";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import type { TextId } from "~/lib/text-ids";
import { requireStaff } from "~/session.server";
import { adminRoutes } from "~/lib/admin-routes";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("admin.discounts.title"), matches);

/**
 * Every code, newest first (a shop has tens of them: one page). Every staff member reads the list; admins also
 * create, edit, pause, resume and delete, each posted to the code's own route (/discounts/{id}), which refuses anyone
 * else. The delete confirmation is URL state (`?delete=id`), so it opens without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role } = await requireStaff(request, context);
  const canEdit = adminRoles.includes(role);
  const codes = listOf(await apiClient(context, token).get<DiscountCode[]>("discounts")).items;
  const now = new Date();
  const deleteId = Number(new URL(request.url).searchParams.get("delete"));
  const deleting = canEdit ? (codes.find((code) => code.id === deleteId) ?? null) : null;
  return json({
    codes: codes.map((code) => ({ ...code, state: discountStateOf(code, now) })),
    canEdit,
    deleting: deleting ? { id: deleting.id, code: deleting.code } : null,
  });
}

const stateBadge: Record<DiscountState, string> = {
  active: "text-bg-success",
  paused: "text-bg-secondary",
  scheduled: "text-bg-info",
  expired: "text-bg-light border",
  usedUp: "text-bg-warning",
};

/** A text with one placeholder filled by markup (a price, a date), so that it keeps its own direction. */
function WithSlot({ template, name, children }: { template: string; name: string; children: ReactNode }) {
  const [before, after = ""] = template.split(`{${name}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/** What the code takes off: "20%", "$10.00 off", "Free delivery". */
function TakesOff({ code }: { code: DiscountCode }) {
  const { t, number } = useI18n();
  if (code.kind === "percent") return <Ltr>{t("admin.discounts.percentOff", { percent: number(code.percent ?? 0) })}</Ltr>;
  if (code.kind === "fixed") {
    return (
      <WithSlot template={t("admin.discounts.amountOff")} name="amount">
        <Money amount={code.amount ?? "0"} />
      </WithSlot>
    );
  }
  return <>{t("admin.discounts.freeShipping")}</>;
}

/** The code's conditions in short: its dates (Tunis time), minimum, product types, sale items, one use per telephone. */
function Conditions({ code }: { code: DiscountCode }) {
  const { t, locale } = useI18n();
  const items: { key: string; node: ReactNode }[] = [];
  const dated = (id: TextId, at: string) => (
    <WithSlot template={t(id)} name="date">
      <time dateTime={at}>{formatDateTime(at, locale)}</time>
    </WithSlot>
  );
  if (code.startsAt) items.push({ key: "starts", node: dated("admin.discounts.startsOn", code.startsAt) });
  if (code.endsAt) items.push({ key: "ends", node: dated("admin.discounts.endsOn", code.endsAt) });
  if (code.minSubtotal) {
    items.push({
      key: "min",
      node: (
        <WithSlot template={t("admin.discounts.minSubtotalOf")} name="amount">
          <Money amount={code.minSubtotal} />
        </WithSlot>
      ),
    });
  }
  if (code.productTypes.length) {
    const names = code.productTypes.map((type) => t(typeLabelId(type))).join(t("admin.discounts.separator"));
    items.push({ key: "types", node: t("admin.discounts.onlyTypes", { types: names }) });
  }
  if (code.excludeSale) items.push({ key: "sale", node: t("admin.discounts.notOnSale") });
  if (code.oncePerPhone) items.push({ key: "phone", node: t("admin.discounts.oncePerPhone") });
  if (items.length === 0) return <span className="text-body-secondary">{t("admin.discounts.noConditions")}</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}

/** Edit, Pause or Resume, and Delete, each naming its code for screen readers. */
function RowActions({ code }: { code: DiscountCode }) {
  const { t } = useI18n();
  const pauseOrResume = code.paused ? "resume" : "pause";
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <Link
        className="btn btn-sm btn-dark"
        to={adminRoutes.discount(code.id)}
        aria-label={t("admin.discounts.editCode", { code: code.code })}
      >
        {t("action.edit")}
      </Link>
      <IntentForm intent={pauseOrResume} action={adminRoutes.discount(code.id)} buttonClassName="btn btn-sm btn-outline-dark">
        <span aria-hidden="true">{t(`admin.discounts.${pauseOrResume}`)}</span>
        <span className="visually-hidden">{t(`admin.discounts.${pauseOrResume}Code`, { code: code.code })}</span>
      </IntentForm>
      <Link
        className="btn btn-sm btn-outline-danger"
        to={adminRoutes.discountDelete(code.id)}
        preventScrollReset
        aria-label={t("admin.discounts.deleteCode", { code: code.code })}
      >
        {t("action.delete")}
      </Link>
    </div>
  );
}

/** "Delete the code ETE20?": Cancel returns to the list, Delete posts to the code's route. */
function DeleteCodeModal({ id, code }: { id: number; code: string }) {
  const { t } = useI18n();
  return (
    <RouteModal
      title={t("admin.discounts.deleteTitle")}
      closeTo={adminRoutes.discounts()}
      size="sm"
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={adminRoutes.discounts()} preventScrollReset>
            {t("action.cancel")}
          </Link>
          <IntentForm intent="delete" action={adminRoutes.discount(id)} buttonClassName="btn btn-danger">
            {t("action.delete")}
          </IntentForm>
        </>
      }
    >
      <p className="mb-0">{t("admin.discounts.deleteConfirm", { code })}</p>
    </RouteModal>
  );
}

export default function Discounts() {
  const { codes, canEdit, deleting } = useLoaderData<typeof loader>();
  const { t, number } = useI18n();
  const columns = [
    t("admin.discounts.col.code"),
    t("admin.discounts.col.discount"),
    t("admin.discounts.col.conditions"),
    t("admin.discounts.col.status"),
    t("admin.discounts.col.uses"),
    t("admin.discounts.col.revenue"),
    t("admin.discounts.col.discountGiven"),
  ];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="admin-page-title mb-0">{t("admin.discounts.title")}</h1>
        {canEdit ? (
          <Link className="btn btn-dark" to={adminRoutes.discountNew()}>
            {t("admin.discounts.new")}
          </Link>
        ) : null}
      </div>
      <p className="text-body-secondary">{t("admin.discounts.intro")}</p>
      <section className="admin-card" aria-label={t("admin.discounts.title")}>
        <AdminTable columns={columns} isEmpty={codes.length === 0} empty={t("admin.discounts.empty")} actions={canEdit}>
          {codes.map((code) => (
            <tr key={code.id} data-testid="discount-row">
              <td>
                <bdi dir="ltr" className="font-monospace fw-semibold">
                  {code.code}
                </bdi>
                {code.note ? (
                  <div className="small text-body-secondary">
                    <bdi>{code.note}</bdi>
                  </div>
                ) : null}
              </td>
              <td className="text-nowrap">
                <TakesOff code={code} />
              </td>
              <td>
                <Conditions code={code} />
              </td>
              <td>
                <span className={`badge ${stateBadge[code.state]}`} data-testid="discount-status">
                  {t(`admin.discounts.state.${code.state}`)}
                </span>
              </td>
              <td className="text-nowrap" data-testid="discount-uses">
                <Ltr>
                  {code.maxUses === null
                    ? number(code.uses)
                    : t("admin.discounts.usesOf", { uses: number(code.uses), max: number(code.maxUses) })}
                </Ltr>
              </td>
              <td className="text-nowrap">
                <Money amount={code.revenue} />
              </td>
              <td className="text-nowrap">
                <Money amount={code.discountGiven} />
              </td>
              {canEdit ? (
                <td>
                  <RowActions code={code} />
                </td>
              ) : null}
            </tr>
          ))}
        </AdminTable>
      </section>
      {deleting ? <DeleteCodeModal id={deleting.id} code={deleting.code} /> : null}
    </>
  );
}
