import { useEffect, useState } from "react";
import type { InvoiceField, InvoiceView } from "~/lib/invoice-view";

/** The print page's controls, in the document's language: the other languages, print, and the way back. */
export interface InvoiceToolbar {
  languageLabel: string;
  languages: { language: string; label: string; href: string; current: boolean }[];
  print: string;
  printHint: string;
  pdf: { href: string; label: string };
  back: { href: string; label: string };
}

/** A value that reads left to right inside any paragraph (numbers, amounts, codes), also in the Arabic document. */
function Value({ field }: { field: Pick<InvoiceField, "value" | "ltr"> }) {
  return field.ltr ? <bdi dir="ltr">{field.value}</bdi> : <bdi>{field.value}</bdi>;
}

function Amount({ children }: { children: string }) {
  return <bdi dir="ltr">{children}</bdi>;
}

function Fields({ fields }: { fields: InvoiceField[] }) {
  return (
    <dl className="invoice-fields">
      {fields.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>
            <Value field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One invoice or credit note, styled for print (app/styles/invoice.css), with nothing that needs JavaScript but
 * the Print button. Shared by the staff's page and the shopper's, which differ only in where "back" goes.
 */
export function InvoiceDocument({ view, toolbar }: { view: InvoiceView; toolbar: InvoiceToolbar }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main className="invoice-page">
      <nav className="invoice-toolbar" aria-label={toolbar.languageLabel}>
        <ul className="invoice-languages">
          {toolbar.languages.map((link) => (
            <li key={link.language}>
              <a href={link.href} lang={link.language} hrefLang={link.language} aria-current={link.current ? "page" : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="invoice-hint">{toolbar.printHint}</p>
        <div className="invoice-actions">
          {hydrated ? (
            <button type="button" className="btn btn-dark" onClick={() => window.print()}>
              {toolbar.print}
            </button>
          ) : null}
          <a className="btn btn-outline-dark" href={toolbar.pdf.href} download data-testid="invoice-pdf">
            {toolbar.pdf.label}
          </a>
          <a className="btn btn-outline-dark" href={toolbar.back.href}>
            {toolbar.back.label}
          </a>
        </div>
      </nav>
      <article className="invoice-sheet" data-testid="invoice" data-kind={view.kind}>
        <header className="invoice-header">
          <div className="invoice-party" data-testid="invoice-seller">
            <p className="invoice-store">{view.seller.storeName}</p>
            <p className="invoice-legal-name">{view.seller.legalName}</p>
            <p className="invoice-address">
              <bdi>{view.seller.address}</bdi>
            </p>
            <Fields fields={view.seller.fields} />
          </div>
          <div className="invoice-title-block">
            <h1 className="invoice-title">
              {view.title}{" "}
              <bdi dir="ltr" data-testid="invoice-number">
                {view.number}
              </bdi>
            </h1>
            <Fields fields={view.heading} />
          </div>
        </header>
        <section className="invoice-party invoice-customer" aria-labelledby="invoice-customer" data-testid="invoice-customer">
          <h2 id="invoice-customer" className="invoice-label">
            {view.customer.label}
          </h2>
          {/* What the shopper typed keeps its own direction (a Latin address on the Arabic document stays whole). */}
          <p className="invoice-customer-name">
            <bdi>{view.customer.name}</bdi>
          </p>
          <address>
            {view.customer.address.map((line) => (
              <span key={line} className="d-block">
                <bdi>{line}</bdi>
              </span>
            ))}
          </address>
          <Fields fields={view.customer.fields} />
        </section>
        <table className="invoice-table invoice-lines" data-testid="invoice-lines">
          <caption>{view.lines.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{view.lines.columns.description}</th>
              <th scope="col" className="invoice-number-cell">
                {view.lines.columns.quantity}
              </th>
              <th scope="col" className="invoice-number-cell">
                {view.lines.columns.unitBeforeTax}
              </th>
              <th scope="col" className="invoice-number-cell">
                {view.lines.columns.vatRate}
              </th>
              <th scope="col" className="invoice-number-cell">
                {view.lines.columns.amountBeforeTax}
              </th>
              <th scope="col" className="invoice-number-cell">
                {view.lines.columns.amountWithTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.lines.rows.map((line, index) => (
              <tr key={`${line.description}-${index}`}>
                <td>
                  <bdi>{line.description}</bdi>
                  {line.details.map((detail) => (
                    <span key={detail} className="invoice-detail">
                      {detail}
                    </span>
                  ))}
                </td>
                <td className="invoice-number-cell">
                  <Amount>{line.quantity}</Amount>
                </td>
                <td className="invoice-number-cell">
                  <Amount>{line.unitBeforeTax}</Amount>
                </td>
                <td className="invoice-number-cell">
                  <Amount>{line.vatRate}</Amount>
                </td>
                <td className="invoice-number-cell">
                  <Amount>{line.amountBeforeTax}</Amount>
                </td>
                <td className="invoice-number-cell">
                  <Amount>{line.amountWithTax}</Amount>
                </td>
              </tr>
            ))}
          </tbody>
          {view.lines.extras.length ? (
            <tbody>
              {view.lines.extras.map((extra) => (
                <tr key={extra.label} data-testid={extra.off ? "invoice-discount" : "invoice-shipping"}>
                  <th scope="row" colSpan={3}>
                    {extra.label}
                  </th>
                  <td className="invoice-number-cell">{extra.vatRate ? <Amount>{extra.vatRate}</Amount> : null}</td>
                  <td />
                  <td className="invoice-number-cell">
                    <Amount>{extra.amountWithTax}</Amount>
                  </td>
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
        <div className="invoice-summary">
          <table className="invoice-table invoice-vat" data-testid="invoice-vat">
            <caption>{view.vat.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{view.vat.columns.rate}</th>
                <th scope="col" className="invoice-number-cell">
                  {view.vat.columns.base}
                </th>
                <th scope="col" className="invoice-number-cell">
                  {view.vat.columns.vat}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.vat.rows.map((row) => (
                <tr key={row.rate}>
                  <th scope="row">
                    <Amount>{row.rate}</Amount>
                  </th>
                  <td className="invoice-number-cell">
                    <Amount>{row.base}</Amount>
                  </td>
                  <td className="invoice-number-cell">
                    <Amount>{row.vat}</Amount>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="invoice-table invoice-totals" data-testid="invoice-totals">
            <caption>{view.totals.caption}</caption>
            <tbody>
              {view.totals.rows.map((row) => (
                <tr key={row.key} data-testid={`invoice-${row.key}`} className={row.key === "totalDue" ? "invoice-due" : undefined}>
                  <th scope="row">{row.label}</th>
                  <td className="invoice-number-cell">
                    <Amount>{row.amount}</Amount>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="invoice-words" data-testid="invoice-words">
          <span className="invoice-label">{view.inWords.label}</span>{" "}
          {/* Tunisian invoices write the amount in French words, whatever the document's language. */}
          <span lang="fr" dir="ltr">
            {view.inWords.sentence}
          </span>
        </p>
      </article>
    </main>
  );
}
