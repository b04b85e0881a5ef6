import { useId, useRef } from "react";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form";
import { useI18n } from "~/components/i18n";
import { listFilterValidator, SEARCH_MAX } from "./validators";

/** A checkbox that narrows the list when ticked (`name=value` in the URL), such as "On sale only". */
export interface FilterToggle {
  name: string;
  label: string;
  value: string;
  checked: boolean;
}

export interface FilterSelect {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  /** Displayed but inert (the posts list: posts have no status). */
  inert?: boolean;
  hint?: string;
}

/** A text that narrows the list (`name=value` in the URL), such as the orders' discount code; sent with Search. */
export interface FilterText {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  /** Codes and references: read left to right in every language. */
  ltr?: boolean;
  /** The input's width in characters, for a short value such as a code. */
  size?: number;
}

/** A day range (`from`, `to`: `YYYY-MM-DD`, "" for no bound), both days included. */
export interface FilterDays {
  from: string;
  to: string;
}

/**
 * A GET form: filters and search live in the URL, so they work without
 * JavaScript and can be shared. It never posts `page`, so any change goes back
 * to page 1. With JavaScript, changing the select submits at once; days are
 * sent with Search, since a date is typed a part at a time.
 */
export function ListFilters({
  select,
  toggle,
  days,
  texts = [],
  searchLabel,
  q,
}: {
  /** One select, or several (the orders list: status and stage). */
  select?: FilterSelect | FilterSelect[];
  toggle?: FilterToggle;
  days?: FilterDays;
  texts?: FilterText[];
  searchLabel: string;
  q: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const selects = Array.isArray(select) ? select : select ? [select] : [];
  const hinted = selects.find((s) => s.hint);
  return (
    <ValidatedForm
      validator={listFilterValidator}
      method="get"
      formRef={formRef}
      className="row g-2 align-items-end mb-3 admin-filters"
      role="search"
      preventScrollReset
    >
      {selects.map((select) => (
        <div className="col-12 col-sm-auto" key={select.name}>
          <label className="form-label small mb-1" htmlFor={`${id}-${select.name}`}>
            {select.label}
          </label>
          <select
            id={`${id}-${select.name}`}
            name={select.inert ? undefined : select.name}
            className="form-select form-select-sm"
            defaultValue={select.value}
            disabled={select.inert}
            aria-describedby={select.hint ? `${id}-${select.name}-hint` : undefined}
            onChange={() => formRef.current?.requestSubmit()}
          >
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {toggle ? (
        <div className="col-12 col-sm-auto">
          <div className="form-check mb-1">
            <input
              id={`${id}-${toggle.name}`}
              className="form-check-input"
              type="checkbox"
              name={toggle.name}
              value={toggle.value}
              defaultChecked={toggle.checked}
              onChange={() => formRef.current?.requestSubmit()}
            />
            <label className="form-check-label small" htmlFor={`${id}-${toggle.name}`}>
              {toggle.label}
            </label>
          </div>
        </div>
      ) : null}
      {days
        ? (["from", "to"] as const).map((end) => (
            <div className="col-6 col-sm-auto" key={end}>
              <label className="form-label small mb-1" htmlFor={`${id}-${end}`}>
                {t(end === "from" ? "list.from" : "list.to")}
              </label>
              <input
                id={`${id}-${end}`}
                type="date"
                name={end}
                className="form-control form-control-sm"
                defaultValue={days[end]}
                aria-describedby={`${id}-days-hint`}
              />
            </div>
          ))
        : null}
      {texts.map((text) => (
        <div className="col-12 col-sm-auto" key={text.name}>
          <label className="form-label small mb-1" htmlFor={`${id}-${text.name}`}>
            {text.label}
          </label>
          <input
            id={`${id}-${text.name}`}
            type="text"
            name={text.name}
            className="form-control form-control-sm"
            defaultValue={text.value}
            maxLength={text.maxLength}
            size={text.size}
            dir={text.ltr ? "ltr" : undefined}
            autoComplete="off"
            autoCapitalize={text.ltr ? "characters" : undefined}
            spellCheck={false}
          />
        </div>
      ))}
      <div className="col-12 col-sm admin-filters-search">
        <label className="form-label small mb-1" htmlFor={`${id}-q`}>
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          className="form-control form-control-sm"
          defaultValue={q}
          maxLength={SEARCH_MAX}
          autoComplete="off"
        />
      </div>
      <div className="col-12 col-sm-auto">
        <SubmitButton className="btn btn-sm btn-dark w-100">{t("action.search")}</SubmitButton>
      </div>
      {days ? (
        <div id={`${id}-days-hint`} className="col-12 form-text small mt-1">
          {t("list.dayHint")}
        </div>
      ) : null}
      {hinted ? (
        <div id={`${id}-${hinted.name}-hint`} className="col-12 form-text small mt-1">
          {hinted.hint}
        </div>
      ) : null}
    </ValidatedForm>
  );
}
