import { Ltr, Money, useI18n } from "~/components/i18n";
import { formatPhone } from "~/lib/format";
import type { SlipData } from "~/lib/slips";

/** What one delivery slip prints, as the slips page's loader sends it. */
export interface SlipView extends SlipData {
  /** The reference's Code 128 barcode, an SVG drawn on the server (app/lib/barcode.server.ts). */
  barcode: string;
}

export interface SlipSender {
  name: string;
  address: string;
  telephone: string;
}

/**
 * One delivery slip (an A6 quarter of an A4 sheet, or an A6 label): the sender, the reference as text and as a
 * barcode, the recipient large, the cash to collect largest, then the parcel's item count, its carrier and the
 * staff's note. Numbers, telephones and the reference read left to right in every language.
 */
export function Slip({ slip, sender }: { slip: SlipView; sender: SlipSender }) {
  const { t, money } = useI18n();
  const headingId = `slip-${slip.id}`;
  return (
    <article className="slip" data-testid="slip" aria-labelledby={headingId}>
      <header className="slip-head">
        <div className="slip-from">
          <span className="slip-label">{t("slips.from")}</span>
          <strong className="slip-shop">
            <bdi>{sender.name}</bdi>
          </strong>
          {sender.address ? (
            <span>
              <bdi>{sender.address}</bdi>
            </span>
          ) : null}
          {sender.telephone ? <Ltr>{sender.telephone}</Ltr> : null}
        </div>
        <div className="slip-ref">
          <span className="slip-label">{t("slips.reference")}</span>
          <span className="slip-reference" data-testid="slip-reference">
            <Ltr>{slip.reference}</Ltr>
          </span>
        </div>
      </header>
      <div
        className="slip-barcode"
        data-testid="slip-barcode"
        role="img"
        aria-label={t("slips.barcodeOf", { reference: slip.reference })}
        dangerouslySetInnerHTML={{ __html: slip.barcode }}
      />
      <div className="slip-to">
        <span className="slip-label">{t("slips.to")}</span>
        <h2 id={headingId} className="slip-name">
          <bdi>{slip.fullName}</bdi>
        </h2>
        <p className="slip-phone">
          <span className="slip-label">{t("slips.phone")}</span> <Ltr>{formatPhone(slip.telephone)}</Ltr>
        </p>
        <p className="slip-address">
          <bdi>{slip.street}</bdi>
          <br />
          <bdi>{slip.city}</bdi> <Ltr>{slip.zip}</Ltr>
          <br />
          <strong>
            <bdi>{slip.state}</bdi>
          </strong>
        </p>
      </div>
      <div className="slip-cash" data-testid="slip-cash">
        <span className="slip-label">{t("slips.cash")}</span>
        <Money amount={slip.total} className="slip-amount" />
      </div>
      {slip.exchange ? (
        // What the courier does at the door of an exchange, in words: the cash, and the pieces to bring back.
        <p className="slip-exchange fw-bold" data-testid="slip-exchange">
          {t("slips.exchange", { reference: slip.exchange.of })}
          <br />
          {Number(slip.exchange.collect) > 0
            ? t("slips.exchangeCollect", { amount: money(slip.exchange.collect), count: slip.exchange.takeBack })
            : t("slips.exchangeNothing", { count: slip.exchange.takeBack })}
        </p>
      ) : null}
      <p className="slip-items">{t("slips.items", { count: slip.items })}</p>
      {slip.codes ? (
        <p className="slip-codes" data-testid="slip-codes">
          <Ltr>{slip.codes}</Ltr>
        </p>
      ) : null}
      {slip.carrier || slip.trackingNumber ? (
        <p className="slip-carrier">
          {slip.carrier ? (
            <span>
              {t("slips.carrier")}: <bdi>{slip.carrier}</bdi>
            </span>
          ) : null}{" "}
          {slip.trackingNumber ? (
            <span>
              {t("slips.tracking")}: <Ltr>{slip.trackingNumber}</Ltr>
            </span>
          ) : null}
        </p>
      ) : null}
      {slip.staffNote ? (
        <p className="slip-note">
          {t("slips.note")}: <bdi>{slip.staffNote}</bdi>
        </p>
      ) : null}
    </article>
  );
}
