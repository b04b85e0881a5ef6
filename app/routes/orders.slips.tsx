import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { storeContact } from "~/config.server";
import { useHydrated } from "~/components/admin/hydrated";
import { Slip, type SlipView } from "~/components/admin/Slip";
import { shipBatch, slipBatch } from "~/components/admin/slips.server";
import { metaI18n, useI18n } from "~/components/i18n";
import { code128Svg } from "~/lib/barcode.server";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { storeNameOf } from "~/lib/seo.server";
import { readSlipSelection, sheetsOf, slipDataOf, SLIPS_MAX, slipsQuery } from "~/lib/slips";
import { textsFor } from "~/lib/texts.server";
import { requireStaff } from "~/session.server";
import slipsHref from "~/styles/slips.css";
import { adminRoutes } from "~/lib/admin-routes";

/**
 * /orders/slips?ids=1,2,3&layout=a4|a6: the delivery slips of a batch of orders in one document styled for
 * print, outside the back office's layout (no sidebar, no navigation), with nothing that needs JavaScript.
 * Every staff role may print them; a guest is sent to sign in. The orders list posts its selection here
 * (optionally moving the Confirmed orders to Shipped), and is answered with the batch's address.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: slipsHref }];

export const handle = noindexHandle;

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("slips.title"), matches);

/** The references a move to Shipped left behind, as the address carries them (no more than a batch holds). */
function referencesOf(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((reference) => reference.trim())
    .filter((reference) => /^[0-9A-Z-]{1,20}$/.test(reference))
    .slice(0, SLIPS_MAX);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const url = new URL(request.url);
  const selection = readSlipSelection(url.searchParams);
  const batch = await slipBatch(apiClient(context, token), selection);
  const slips: SlipView[] = batch.orders.map((order) => ({ ...slipDataOf(order), barcode: code128Svg(order.reference) }));
  const contact = storeContact();
  const shipped = Number(url.searchParams.get("shipped"));
  return json(
    {
      slips,
      layout: selection.layout,
      truncated: batch.truncated,
      shipped: Number.isInteger(shipped) && shipped > 0 ? shipped : 0,
      notMoved: referencesOf(url.searchParams.get("notMoved")),
      sender: { name: storeNameOf(context), address: contact.address, telephone: contact.telephone },
      csvHref: `${adminRoutes.carrierCsv()}${slipsQuery(
        batch.orders.map((order) => order.id),
        selection.layout,
      )}`,
      pdfHref: `${adminRoutes.orderSlipsPdf()}${slipsQuery(
        batch.orders.map((order) => order.id),
        selection.layout,
      )}`,
      ...textsFor(locale, "slips"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The orders list's form: the batch (checked orders, or the Confirmed orders of a day), and with `ship` each of
 * its Confirmed orders moved to Shipped (recorded in its timeline); then the slips of that batch, by id, so
 * that printing again never moves anything again. Orders that could not move are named on the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const selection = readSlipSelection(await request.formData());
  const api = apiClient(context, token);
  const batch = await slipBatch(api, selection);
  const report = selection.ship ? await shipBatch(api, batch.orders) : undefined;
  const ids = batch.orders.map((order) => order.id);
  return redirect(`${adminRoutes.orderSlips()}${slipsQuery(ids, selection.layout, report)}`, 303);
}

export default function Slips() {
  const data = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <main className={`slips slips-${data.layout}`}>
      {/* The printed page: an A4 sheet of four slips, or an A6 label per slip (in millimetres: some browsers know no A6). */}
      <style>{`@page { size: ${data.layout === "a6" ? "105mm 148mm" : "210mm 297mm"}; margin: 0; }`}</style>
      <div className="slips-toolbar">
        <h1 className="h4">{t("slips.title")}</h1>
        {data.shipped ? (
          <p className="alert alert-success" role="status">
            {t("slips.shipped", { count: data.shipped })}
          </p>
        ) : null}
        {data.notMoved.length ? (
          <p className="alert alert-warning" role="status" data-testid="slips-not-moved">
            {t("slips.notMoved", { references: data.notMoved.join(", ") })}
          </p>
        ) : null}
        {data.truncated ? <p className="alert alert-warning">{t("slips.tooMany", { max: SLIPS_MAX })}</p> : null}
        {data.slips.length ? (
          <p>
            {t("slips.count", { count: data.slips.length })}. {t("slips.printHint")}
          </p>
        ) : (
          <p>{t("slips.none")}</p>
        )}
        <div className="slips-toolbar-actions">
          {hydrated && data.slips.length ? (
            <button type="button" className="btn btn-dark" onClick={() => window.print()}>
              {t("slips.printNow")}
            </button>
          ) : null}
          {data.slips.length ? (
            <a className="btn btn-outline-dark" href={data.pdfHref} download>
              {t("slips.downloadPdf")}
            </a>
          ) : null}
          {data.slips.length ? (
            <a className="btn btn-outline-dark" href={data.csvHref} download>
              {t("slips.exportCsv")}
            </a>
          ) : null}
          <a className="btn btn-outline-dark" href={routes.orders()}>
            {t("slips.back")}
          </a>
        </div>
      </div>
      {sheetsOf(data.slips, data.layout).map((sheet) => (
        <div className="slip-sheet" key={sheet[0].id}>
          {sheet.map((slip) => (
            <Slip key={slip.id} slip={slip} sender={data.sender} />
          ))}
        </div>
      ))}
    </main>
  );
}
