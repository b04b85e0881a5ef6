import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { Fragment, useEffect, useRef, type KeyboardEvent } from "react";
import { setFormDefaults, useField, useIsSubmitting, ValidatedForm } from "remix-validated-form";
import { apiClient, type ApiClient } from "~/api-client.server";
import { genericError, localizedErrors, localizeFor, redirectWithFlash, withFullStops } from "~/components/admin/admin.server";
import { AdminTable } from "~/components/admin/AdminTable";
import { ActionBanner, type FlashView } from "~/components/admin/FlashBanner";
import { scanListValidator, stockApplyValidator, stockFileValidator, stockScanValidator } from "~/components/admin/stock-validators";
import { Field, SubmitButton } from "~/components/form";
import { Ltr, metaI18n, useI18n } from "~/components/i18n";
import { adminRoutes } from "~/lib/admin-routes";
import { formText } from "~/lib/form-check";
import type { Locale } from "~/lib/i18n";
import { QUANTITY_MAX_LENGTH } from "~/lib/limits";
import { STOCK_CHANGE_LINES_MAX, STOCK_CODE_MAX_LENGTH } from "~/lib/stock-limits";
import { metaTitle } from "~/lib/seo";
import { sizeLabel } from "~/lib/sizes";
import {
  encodeStockLines,
  SCAN_INTENTS,
  type ScanLine,
  type StockChange,
  type StockChangeKind,
  type StockChanges,
  type StockLineError,
} from "~/lib/stock-schemas";
import { translate } from "~/lib/texts.server";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("stock.title"), matches);

const SCAN_FORM = "stock-scan";
const FILE_FORM = "stock-file";
const APPLY_FORM = "stock-apply";
const CODE_INPUT_ID = `${SCAN_FORM}-code`;
/** The quantity input, as the Field component names it. */
const QUANTITY_INPUT_ID = `${SCAN_FORM}-quantity`;
const PREVIEW_INTENT = "preview";
const ON_SUBMIT = { initial: "onSubmit", whenTouched: "onSubmit", whenSubmitted: "onSubmit" } as const;
const APPLY_FILE_INTENT = "apply-file";

/** A line of the scan list: the code as scanned first, its quantity, and its variant's change as the API previewed it. */
interface ScanRow {
  code: string;
  quantity: number;
  change: StockChange | null;
}

interface FilePreview {
  name: string;
  kind: StockChangeKind;
  changes: StockChange[];
  errors: StockLineError[];
}

/**
 * What the action answers: the scan list (every form carries it, so no answer loses it), a previewed file, and the
 * form's errors as remix-validated-form reads them. `answered` says which form was sent, so that focus goes back
 * to the code input after a scan only.
 */
interface StockActionData {
  answered: "scan" | "file";
  scan: { rows: ScanRow[]; errors: StockLineError[] };
  file?: FilePreview;
  fieldErrors?: Record<string, string>;
  formId?: string;
  repopulateFields?: Record<string, string>;
  banner?: FlashView;
}

/** Every staff role receives and counts stock, as each may edit it in the product form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  // A scan adds one piece unless staff type another quantity first.
  return json(setFormDefaults(SCAN_FORM, { quantity: "1" }));
}

/** The API's refusal of a change whose lines it read (400): beside the error body, every line's error and the changes of the others. */
type Refusal = Partial<Pick<StockChanges, "changes" | "errors">>;

/** The scan list as a delivery the API previews (nothing is written): each line's variant, stock before and after. */
async function previewScan(api: ApiClient, lines: readonly ScanLine[]) {
  if (lines.length === 0) return { ok: true as const, changes: [], errors: [] };
  const answer = await api.post<StockChanges>("stock/changes", {
    kind: "delivery",
    lines: lines.map(({ code, quantity }) => ({ code, quantity })),
    dryRun: true,
  });
  if (!answer.ok) {
    console.error("stock scan preview failed", answer.status, answer.error?.message);
    return { ok: false as const };
  }
  return { ok: true as const, changes: answer.data.changes, errors: answer.data.errors };
}

/**
 * The list's rows from the API's answer. The API adds up a delivery's lines of one variant on the first of them,
 * so a code scanned again (or another code of the same variant) leaves its own line: the list keeps one line per
 * variant. A line in error stays, without a change, for staff to remove.
 */
function rowsOf(lines: readonly ScanLine[], changes: readonly StockChange[], errors: readonly StockLineError[]): ScanRow[] {
  const byLine = new Map(changes.map((change) => [change.line, change]));
  const erring = new Set(errors.map((error) => error.line));
  return lines.flatMap<ScanRow>((line, index) => {
    const change = byLine.get(index + 1);
    if (change) return [{ code: line.code, quantity: change.quantity, change }];
    return erring.has(index + 1) ? [{ code: line.code, quantity: line.quantity, change: null }] : [];
  });
}

/** The scan list, previewed again; when the API cannot answer, as posted, with a banner. */
async function scanState(api: ApiClient, lines: readonly ScanLine[], locale: Locale) {
  const preview = await previewScan(api, lines);
  if (preview.ok) return { scan: { rows: rowsOf(lines, preview.changes, preview.errors), errors: preview.errors } };
  const rows = lines.map((line) => ({ ...line, change: null }));
  return { scan: { rows, errors: [] }, banner: { ...genericError(locale), id: crypto.randomUUID() } };
}

/** Line errors as one sentence each, in the staff member's language: "Line 3: …". */
function linesSaying(locale: Locale, errors: readonly StockLineError[]): string {
  return withFullStops(
    errors.map((error) => `${translate(locale, "stock.colLine")} ${error.line}: ${localizeFor(locale, error.message)}`),
  ).join(" ");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const api = apiClient(context, token);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const applied = (changes: readonly StockChange[]) =>
    redirectWithFlash(request, adminRoutes.stock(), {
      kind: "success",
      message: translate(locale, "stock.applied", { changed: changes.filter((change) => change.after !== change.before).length }),
    });

  if (intent === PREVIEW_INTENT || intent === APPLY_FILE_INTENT) {
    const state = await scanState(api, (await scanListValidator.validate(form)).data?.lines ?? [], locale);
    const answerFile = (data: Partial<StockActionData>, status = 200) =>
      json<StockActionData>({ answered: "file", ...state, ...data }, { status });
    if (intent === PREVIEW_INTENT) {
      const result = await stockFileValidator.validate(form);
      if (result.error) return answerFile({ ...localizedErrors(locale, result.error), formId: FILE_FORM }, 400);
      const upload = new FormData();
      upload.append("file", result.data.file, result.data.file.name);
      upload.append("dryRun", "true");
      const answer = await api.upload<StockChanges>("stock/changes/file", upload);
      if (answer.ok) {
        const { kind, changes, errors } = answer.data;
        return answerFile({ file: { name: result.data.file.name, kind, changes, errors } });
      }
      if (answer.status === 400 || answer.status === 413 || answer.status === 415) {
        const sentence = localizeFor(locale, withFullStops(answer.error?.message ?? []).join(" "));
        return answerFile({ fieldErrors: { file: sentence }, formId: FILE_FORM }, answer.status);
      }
      console.error("stock file preview failed", answer.status, answer.error?.message);
      return answerFile({ banner: { ...genericError(locale), id: crypto.randomUUID() } }, answer.status);
    }
    // The previewed lines come back from the page: the API checks every one of them again, on the stock as it is now.
    const result = await stockApplyValidator.validate(form);
    if (result.error) return redirectWithFlash(request, adminRoutes.stock(), genericError(locale));
    const answer = await api.post<StockChanges>("stock/changes", { ...result.data, dryRun: false });
    if (answer.ok) return applied(answer.data.changes);
    const refusal = answer.error as Refusal | null;
    if (answer.status === 400 && refusal?.errors) {
      return answerFile({ file: { name: "", kind: result.data.kind, changes: refusal.changes ?? [], errors: refusal.errors } }, 400);
    }
    console.error("stock file apply failed", answer.status, answer.error?.message);
    return redirectWithFlash(request, adminRoutes.stock(), genericError(locale));
  }

  const result = await stockScanValidator.validate(form);
  if (result.error) {
    const lines = (await scanListValidator.validate(form)).data?.lines ?? [];
    return json<StockActionData>(
      {
        answered: "scan",
        ...(await scanState(api, lines, locale)),
        ...localizedErrors(locale, result.error),
        formId: SCAN_FORM,
      },
      { status: 400 },
    );
  }
  const scan = result.data;

  if (scan.intent === "remove") {
    const lines = scan.lines.filter((_, index) => index !== scan.index);
    return json<StockActionData>({ answered: "scan", ...(await scanState(api, lines, locale)) });
  }

  if (scan.intent === "apply") {
    const answer = await api.post<StockChanges>("stock/changes", {
      kind: "delivery",
      lines: scan.lines.map(({ code, quantity }) => ({ code, quantity })),
      dryRun: false,
    });
    if (answer.ok) return applied(answer.data.changes);
    const refusal = answer.error as Refusal | null;
    if (answer.status === 400 && refusal?.errors) {
      const errors = refusal.errors;
      return json<StockActionData>(
        { answered: "scan", scan: { rows: rowsOf(scan.lines, refusal.changes ?? [], errors), errors } },
        { status: 400 },
      );
    }
    console.error("stock scan apply failed", answer.status, answer.error?.message);
    return json<StockActionData>({
      answered: "scan",
      ...(await scanState(api, scan.lines, locale)),
      banner: { ...genericError(locale), id: crypto.randomUUID() },
    });
  }

  // Add: the list with the new line, previewed by the API. The new line is kept only when nothing is wrong.
  const lines = [...scan.lines, scan.line];
  const preview = await previewScan(api, lines);
  if (preview.ok && preview.errors.length === 0) {
    return json<StockActionData>({ answered: "scan", scan: { rows: rowsOf(lines, preview.changes, []), errors: [] } });
  }
  const state = await scanState(api, scan.lines, locale);
  const own = preview.ok ? preview.errors.filter((error) => error.line === lines.length) : [];
  const fieldErrors: Record<string, string> = {};
  for (const column of ["code", "quantity"]) {
    const said = own.filter((error) => error.column === column).map((error) => localizeFor(locale, error.message));
    if (said.length) fieldErrors[column] = withFullStops(said).join(" ");
  }
  // An error of another line (a code renamed since it was scanned) keeps the new code typed, and says why.
  if (Object.keys(fieldErrors).length === 0)
    fieldErrors.code = preview.ok ? linesSaying(locale, preview.errors) : translate(locale, "notice.genericError");
  return json<StockActionData>(
    {
      answered: "scan",
      ...state,
      fieldErrors,
      formId: SCAN_FORM,
      repopulateFields: { code: scan.line.code, quantity: String(scan.line.quantity) },
    },
    { status: 400 },
  );
}

/** The scan list as hidden fields: every form of the screen carries it, so that it works without JavaScript. */
function ScanListFields({ rows }: { rows: readonly ScanRow[] }) {
  return (
    <>
      {rows.map((row, index) => (
        <Fragment key={`${row.code}-${index}`}>
          <input type="hidden" name={`lines[${index}].code`} value={row.code} />
          <input type="hidden" name={`lines[${index}].quantity`} value={String(row.quantity)} />
        </Fragment>
      ))}
    </>
  );
}

/** A variant's colour and size as the tables show them. */
function useVariantCells() {
  const { t } = useI18n();
  return (change: StockChange) => ({
    color: change.colorName ?? "—",
    size: sizeLabel(change.size, t),
  });
}

/** Stock before → after, the arrow pointing the way the page reads. */
function BeforeAfter({ change }: { change: StockChange }) {
  const { t, number } = useI18n();
  return <span className="text-nowrap">{t("stock.beforeAfter", { before: number(change.before), after: number(change.after) })}</span>;
}

/** The code input: a USB scanner types the code and presses Enter, so the page starts in it and comes back to it. */
function CodeField({ onKeyDown }: { onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void }) {
  const { t, localize } = useI18n();
  // Checked when a scan is sent, never as focus leaves: an empty code is no error until Add is pressed, and a message
  // appearing as staff click a line's Remove button would move that button from under the pointer.
  const { error, getInputProps } = useField("code", { formId: SCAN_FORM, validationBehavior: ON_SUBMIT });
  const message = error ? localize(error) : undefined;
  const errorId = `${CODE_INPUT_ID}-error`;
  return (
    <div className="col-sm-6 col-lg-5">
      <label htmlFor={CODE_INPUT_ID} className="form-label">
        {t("stock.code")}
      </label>
      <input
        {...getInputProps({
          id: CODE_INPUT_ID,
          type: "text",
          maxLength: STOCK_CODE_MAX_LENGTH,
          autoComplete: "off",
          spellCheck: false,
          dir: "ltr",
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? `receive-hint ${errorId}` : "receive-hint",
          onKeyDown,
        })}
        // The screen is for scanning: a scanner types into whatever has focus, so the code input has it from the start.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the first and main field of a scanning screen, as a search page's box
        autoFocus
        className={`form-control font-monospace${message ? " is-invalid" : ""}`}
      />
      {message ? (
        <div id={errorId} className="invalid-feedback">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** What is wrong with the list as a whole (longer than the form holds), above it. */
function ListError() {
  const { localize } = useI18n();
  const { error } = useField("lines", { formId: SCAN_FORM });
  return error ? (
    <div className="alert alert-danger" role="alert">
      {localize(error)}
    </div>
  ) : null;
}

/** Lines the API refused, each with its line number, in the staff member's language. */
function LineErrors({ errors, intro }: { errors: readonly StockLineError[]; intro: string }) {
  const { t, localize } = useI18n();
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-1">{intro}</p>
      <ul className="mb-0">
        {errors.map((error) => (
          <li key={`${error.line}-${error.column}-${error.message}`}>
            {t("stock.colLine")} {error.line}: {localize(error.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The scan form's own inputs, by id (remix-validated-form leaves them uncontrolled). */
function scanInput(id: string): HTMLInputElement | null {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input : null;
}

/**
 * With JavaScript, scans never wait for each other: the code input is emptied as a scan is sent (the form's data is
 * already read), so the next code can be typed at once; an Enter pressed while a scan is still answered (the Add
 * button is disabled meanwhile) sends that code as soon as the answer is in, with the list it brought. After each
 * answer focus is back in the code input, and a code the API refused is put back in it beside its error.
 */
function useScanning(data: StockActionData | undefined) {
  const submitting = useIsSubmitting(SCAN_FORM);
  const waiting = useRef(false);
  const { key } = useLocation();
  // Applied, the page is loaded again (a redirect to itself): the next delivery starts in the code input too.
  useEffect(() => {
    if (!data) scanInput(CODE_INPUT_ID)?.focus();
    // Only a new page (a new location key) moves focus here; `data` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (data?.answered !== "scan") return;
    const code = scanInput(CODE_INPUT_ID);
    const refused = data.formId === SCAN_FORM ? data.repopulateFields : undefined;
    if (code && refused?.code && code.value === "") {
      code.value = refused.code;
      const quantity = scanInput(QUANTITY_INPUT_ID);
      if (quantity && refused.quantity) quantity.value = refused.quantity;
    }
    code?.focus();
  }, [data]);
  useEffect(() => {
    if (submitting || !waiting.current) return;
    waiting.current = false;
    const code = scanInput(CODE_INPUT_ID);
    const add = code?.form?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${SCAN_INTENTS.add}"]`);
    if (code?.value.trim() && add) code.form?.requestSubmit(add);
  }, [submitting]);
  return {
    onSubmit: ({ intent }: { intent: string }) => {
      if (intent !== "add") return;
      const code = scanInput(CODE_INPUT_ID);
      const quantity = scanInput(QUANTITY_INPUT_ID);
      if (code) code.value = "";
      if (quantity) quantity.value = "1";
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter" || !submitting) return;
      event.preventDefault();
      waiting.current = true;
    },
  };
}

function ReceiveStock({ rows, errors, data }: { rows: readonly ScanRow[]; errors: readonly StockLineError[]; data?: StockActionData }) {
  const { t, number } = useI18n();
  const cells = useVariantCells();
  const scanning = useScanning(data);
  return (
    <section className="admin-card mb-4" aria-labelledby="receive-heading">
      <h2 id="receive-heading">{t("stock.receiveHeading")}</h2>
      <p id="receive-hint" className="form-text mt-0">
        {t("stock.receiveHint")}
      </p>
      <ValidatedForm validator={stockScanValidator} method="post" id={SCAN_FORM} onSubmit={scanning.onSubmit} noValidate>
        <div className="row g-2 align-items-start mb-3">
          <CodeField onKeyDown={scanning.onKeyDown} />
          <Field
            formId={SCAN_FORM}
            name="quantity"
            label={t("stock.quantity")}
            inputMode="numeric"
            maxLength={QUANTITY_MAX_LENGTH}
            className="col-6 col-sm-3 col-lg-2"
          />
          <div className="col-auto align-self-end mb-1">
            {/* The form's first button: Enter in the code input presses it. */}
            <SubmitButton formId={SCAN_FORM} name="intent" value={SCAN_INTENTS.add}>
              {t("stock.add")}
            </SubmitButton>
          </div>
        </div>
        <ScanListFields rows={rows} />
        <h3 id="scanned-heading" className="h6">
          {t("stock.scanned")}
        </h3>
        <ListError />
        <LineErrors errors={errors} intro={t("stock.listErrors")} />
        <AdminTable
          columns={[
            t("stock.colCode"),
            t("stock.colProduct"),
            t("stock.colColor"),
            t("stock.colSize"),
            t("stock.quantity"),
            t("stock.colStock"),
          ]}
          isEmpty={rows.length === 0}
          empty={t("stock.scannedEmpty")}
        >
          {rows.map((row, index) => {
            const shown = row.change ? cells(row.change) : null;
            return (
              <tr key={`${row.code}-${index}`}>
                <td>
                  <Ltr className="font-monospace">{row.code}</Ltr>
                </td>
                <td>
                  <bdi>{row.change?.productName ?? "—"}</bdi>
                </td>
                <td>{shown?.color ?? "—"}</td>
                <td>{shown?.size ?? "—"}</td>
                <td>{number(row.quantity)}</td>
                <td>{row.change ? <BeforeAfter change={row.change} /> : "—"}</td>
                <td className="text-end">
                  <button
                    type="submit"
                    name="intent"
                    value={`${SCAN_INTENTS.removePrefix}${index}`}
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t("stock.removeLine", { code: row.code })}
                  >
                    {t("stock.remove")}
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        {rows.length ? (
          <SubmitButton formId={SCAN_FORM} name="intent" value={SCAN_INTENTS.apply} className="btn btn-dark mt-3">
            {t("stock.apply")}
          </SubmitButton>
        ) : null}
      </ValidatedForm>
    </section>
  );
}

/** The file input, its error beside it. */
function FileField() {
  const { t, localize } = useI18n();
  const { error, getInputProps } = useField("file", { formId: FILE_FORM });
  const message = error ? localize(error) : undefined;
  const id = `${FILE_FORM}-file`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t("stock.file")}
      </label>
      <input
        {...getInputProps({
          id,
          type: "file",
          accept: ".csv,text/csv,text/plain",
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? `file-hint ${id}-error` : "file-hint",
        })}
        className={`form-control${message ? " is-invalid" : ""}`}
      />
      {message ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** A previewed file: what it would change and every line in error; its lines go back with Apply, checked again. */
function FilePreviewView({ preview, scanRows }: { preview: FilePreview; scanRows: readonly ScanRow[] }) {
  const { t, number, localize } = useI18n();
  const cells = useVariantCells();
  const { changes, errors } = preview;
  return (
    <div className="mt-4">
      <h3 id="preview-heading" className="h5">
        {t("stock.previewHeading")}
        {preview.name ? (
          <>
            {": "}
            <bdi className="font-monospace">{preview.name}</bdi>
          </>
        ) : null}
      </h3>
      <p>{t(preview.kind === "count" ? "stock.kind.count" : "stock.kind.delivery")}</p>
      {errors.length ? (
        <>
          <p className="alert alert-danger" role="alert">
            {t("stock.fixFile")}
          </p>
          <h4 id="errors-heading" className="h6">
            {t("stock.errorsCaption")}
          </h4>
          <AdminTable columns={[t("stock.colLine"), t("stock.colColumn"), t("stock.colProblem")]} isEmpty={false} actions={false}>
            {errors.map((error) => (
              <tr key={`${error.line}-${error.column}-${error.message}`}>
                <td>{number(error.line)}</td>
                <td>
                  <code dir="ltr">{error.column}</code>
                </td>
                <td>{localize(error.message)}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
      <h4 id="changes-heading" className="h6 mt-3">
        {t("stock.changesCaption")}
      </h4>
      <AdminTable
        columns={[
          t("stock.colLine"),
          t("codes.sku"),
          t("stock.colProduct"),
          t("stock.colColor"),
          t("stock.colSize"),
          t("stock.quantity"),
          t("stock.colHeld"),
          t("stock.colStock"),
        ]}
        isEmpty={changes.length === 0}
        actions={false}
      >
        {changes.map((change) => {
          const shown = cells(change);
          return (
            <tr key={change.sku}>
              <td>{number(change.line)}</td>
              <td>
                <Ltr className="font-monospace">{change.sku}</Ltr>
              </td>
              <td>
                <bdi>{change.productName}</bdi>
              </td>
              <td>{shown.color}</td>
              <td>{shown.size}</td>
              <td>
                <bdi dir="ltr">{number(change.quantity)}</bdi>
              </td>
              <td>{number(change.held)}</td>
              <td>
                <BeforeAfter change={change} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {errors.length === 0 && changes.length ? (
        <ValidatedForm validator={stockApplyValidator} method="post" id={APPLY_FORM} noValidate>
          <input type="hidden" name="kind" value={preview.kind} />
          <input type="hidden" name="lines" value={encodeStockLines(changes)} />
          <ScanListFields rows={scanRows} />
          <SubmitButton formId={APPLY_FORM} name="intent" value={APPLY_FILE_INTENT} className="btn btn-dark mt-3">
            {t("stock.applyFile")}
          </SubmitButton>
        </ValidatedForm>
      ) : null}
    </div>
  );
}

function StockFile({ preview, scanRows }: { preview: FilePreview | undefined; scanRows: readonly ScanRow[] }) {
  const { t, number } = useI18n();
  return (
    <section className="admin-card mb-4" aria-labelledby="file-heading">
      <h2 id="file-heading">{t("stock.fileHeading")}</h2>
      <p id="file-hint" className="form-text mt-0">
        {t("stock.fileHint", { max: number(STOCK_CHANGE_LINES_MAX) })}
      </p>
      <ValidatedForm validator={stockFileValidator} method="post" encType="multipart/form-data" id={FILE_FORM} noValidate>
        <ScanListFields rows={scanRows} />
        <FileField />
        <SubmitButton formId={FILE_FORM} name="intent" value={PREVIEW_INTENT} className="btn btn-outline-dark">
          {t("stock.preview")}
        </SubmitButton>
      </ValidatedForm>
      {preview ? <FilePreviewView preview={preview} scanRows={scanRows} /> : null}
    </section>
  );
}

/**
 * Stock by SKU (docs/decisions/052): receiving a delivery by scanning it, and a count or a delivery from a CSV
 * file, previewed before it is applied. Every form posts to this action and works without JavaScript.
 */
export default function Stock() {
  const data = useActionData<StockActionData>();
  const { t } = useI18n();
  const rows = data?.scan.rows ?? [];
  return (
    <>
      <h1 className="admin-page-title">{t("stock.title")}</h1>
      <p className="text-body-secondary">{t("stock.intro")}</p>
      <ReceiveStock rows={rows} errors={data?.scan.errors ?? []} data={data} />
      <StockFile preview={data?.file} scanRows={rows} />
      <ActionBanner />
    </>
  );
}
