import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { storeContact } from "~/config.server";
import { useHydrated } from "~/components/admin/hydrated";
import { Slip, type SlipView } from "~/components/admin/Slip";
import { shipBatch, shipReportFlash, slipBatch } from "~/components/admin/slips.server";
import { readFlash, setFlash } from "~/flash.server";
import { metaI18n, useI18n } from "~/components/i18n";
import { code128Svg } from "~/lib/barcode.server";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { storeNameOf } from "~/lib/seo.server";
import { readSlipSelection, sheetsOf, slipDataOf, SLIPS_MAX, slipsQuery } from "~/lib/slips";
import { textsFor, translate } from "~/lib/texts.server";
import { requireStaff } from "~/session.server";
import slipsHref from "~/styles/slips.css";
import { adminRoutes } from "~/lib/admin-routes";

/**
 * /orders/slips?ids=1,2,3&layout=a4|a6: the delivery slips of a batch of orders in one document styled for
 * print, outside the back office's layout (no sidebar, no navigation), with nothing that needs JavaScript.
 * Every staff role may print them; a guest is sent to sign in. The orders list posts its selection here
 * (optionally moving the Confirmed orders to Shipped), and is answered with the batch's address. What the move
 * did travels in the flash cookie, read once: an address says only which orders to print, so a link someone
 * sends can never make the page claim that orders moved.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: slipsHref }];

export const handle = noindexHandle;

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("slips.title"), matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const selection = readSlipSelection(new URL(request.url).searchParams);
  const batch = await slipBatch(apiClient(context, token), selection);
  const slips: SlipView[] = batch.orders.map((order) => ({ ...slipDataOf(order), barcode: code128Svg(order.reference) }));
  const contact = storeContact();
  const { flash, headers } = await readFlash(request);
  const answer = new Headers(headers);
  answer.set("Cache-Control", "private, no-store");
  return json(
    {
      slips,
      layout: selection.layout,
      truncated: batch.truncated,
      tooMany: selection.tooMany,
      report: flash ? { kind: flash.kind, lines: flash.message.split("\n") } : null,
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
    { status: selection.tooMany ? 400 : 200, headers: answer },
  );
}

/**
 * The orders list's form: the batch (checked orders, or the Confirmed orders of a day), and with `ship` each of
 * its Confirmed orders moved to Shipped (recorded in its timeline); then the slips of that batch, by id, so
 * that printing again never moves anything again. How many moved, and which could not, is the next page's banner.
 * A form naming more orders than a batch holds moves and prints nothing, and the page says why.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const selection = readSlipSelection(await request.formData());
  if (selection.tooMany) {
    const refused = await setFlash(request, { kind: "error", message: translate(locale, "slips.tooManyIds", { max: SLIPS_MAX }) });
    return redirect(adminRoutes.orderSlips(), { status: 303, headers: { "Set-Cookie": refused } });
  }
  const api = apiClient(context, token);
  const batch = await slipBatch(api, selection);
  const flash = selection.ship ? shipReportFlash(locale, await shipBatch(api, batch.orders)) : null;
  const ids = batch.orders.map((order) => order.id);
  const headers = flash ? { "Set-Cookie": await setFlash(request, flash) } : undefined;
  return redirect(`${adminRoutes.orderSlips()}${slipsQuery(ids, selection.layout)}`, { status: 303, headers });
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
        {data.report ? (
          <p
            className={`alert ${data.report.kind === "success" ? "alert-success" : "alert-warning"}`}
            role="status"
            data-testid="slips-report"
          >
            {data.report.lines.map((line, index) => (
              <span className="d-block" key={index}>
                {line}
              </span>
            ))}
          </p>
        ) : null}
        {data.tooMany ? (
          <p className="alert alert-warning" role="status" data-testid="slips-too-many">
            {t("slips.tooManyIds", { max: SLIPS_MAX })}
          </p>
        ) : null}
        {data.truncated ? <p className="alert alert-warning">{t("slips.tooMany", { max: SLIPS_MAX })}</p> : null}
        {data.slips.length ? (
          <p>
            {t("slips.count", { count: data.slips.length })}. {t("slips.printHint")}
          </p>
        ) : data.tooMany ? null : (
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
