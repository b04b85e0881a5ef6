import { useEffect, useId, useRef, useState } from "react";
import { useField } from "remix-validated-form";
import { useI18n } from "~/components/i18n";
import { RICH_TEXT_HEIGHT } from "~/lib/limits";

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ list: "ordered" }, { list: "bullet" }],
  ["blockquote", "link"],
  ["clean"],
];

/**
 * Quill's HTML for the API. getSemanticHTML writes proper <ul>/<ol> lists but
 * turns every space into &nbsp;, which would stop lines from wrapping; a typed
 * no-break space stays a character, so only Quill's entities are turned back.
 */
function htmlOf(quill: { getSemanticHTML: () => string; getText: () => string; root: HTMLElement }): string {
  const empty = quill.getText().trim() === "" && !quill.root.querySelector("img");
  return empty ? "" : quill.getSemanticHTML().replaceAll("&nbsp;", " ");
}

/**
 * The post content editor. The server renders a textarea holding the HTML, so
 * the form works without JavaScript; in the browser Quill is imported on demand
 * (never on other screens) and writes its HTML back into that same textarea.
 * The API sanitises whatever arrives.
 */
export function RichTextEditor({
  name,
  label,
  formId,
  dir,
  lang,
  describeError,
  className = "mb-3 rich-text",
  height = RICH_TEXT_HEIGHT,
}: {
  name: string;
  label: string;
  formId?: string;
  /** The direction of the content; the page's by default (an editor of one language's text may set its own). */
  dir?: "ltr" | "rtl";
  /** The language of the content when it is not the page's (a translation). */
  lang?: string;
  /** Rewrites the field's English check before it is localized (a translation names its field by its path). */
  describeError?: (englishError: string | undefined) => string | undefined;
  className?: string;
  /** The editing area's height in pixels (SPEC's 500 for the post's content). */
  height?: number;
}) {
  const { t, localize, dir: pageDir } = useI18n();
  const contentDir = dir ?? pageDir;
  const field = useField(name, { formId });
  const { getInputProps } = field;
  const error = describeError ? describeError(field.error) : field.error;
  const id = `${formId ?? "form"}-${name}`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    const textarea = textareaRef.current;
    if (!host || !textarea) return;
    import("quill")
      .then(({ default: Quill }) => {
        if (cancelled) return;
        // Quill adds its toolbar beside the editor element: both live in a host React never renders into.
        const editor = document.createElement("div");
        editor.style.height = `${height}px`;
        host.replaceChildren(editor);
        // The link bubble stays inside the editor (bounds), whichever side the page reads from.
        const quill = new Quill(editor, { theme: "snow", bounds: host, modules: { toolbar: TOOLBAR } });
        // Through Quill's own parser, never innerHTML: typed markup becomes Quill's formats, not live DOM.
        quill.setContents(quill.clipboard.convert({ html: textarea.value }), "silent");
        quill.root.setAttribute("dir", contentDir);
        if (lang) quill.root.setAttribute("lang", lang);
        quill.root.setAttribute("role", "textbox");
        quill.root.setAttribute("aria-multiline", "true");
        quill.root.setAttribute("aria-labelledby", labelId);
        if (error) quill.root.setAttribute("aria-describedby", errorId);
        const toolbar = host.querySelector(".ql-toolbar");
        toolbar?.setAttribute("role", "toolbar");
        toolbar?.setAttribute("aria-label", label);
        // Quill's drop-down pickers are unnamed buttons: name them for screen readers.
        host.querySelectorAll(".ql-header .ql-picker-label").forEach((el) => el.setAttribute("aria-label", t("editor.textStyle")));
        // Quill writes its picker and link-bubble words in CSS, in English: the page's language replaces them
        // (a picker item's data-label is shown instead, and copied to the picker's label when chosen).
        const headings: Record<string, string> = {
          "": t("editor.normal"),
          "1": t("editor.heading1"),
          "2": t("editor.heading2"),
          "3": t("editor.heading3"),
        };
        host.querySelectorAll<HTMLElement>(".ql-header .ql-picker-item").forEach((item) => {
          item.setAttribute("data-label", headings[item.getAttribute("data-value") ?? ""] ?? "");
        });
        const chosen =
          host.querySelector(".ql-header .ql-picker-item.ql-selected") ??
          host.querySelector(".ql-header .ql-picker-item:not([data-value])");
        host.querySelector(".ql-header .ql-picker-label")?.setAttribute("data-label", chosen?.getAttribute("data-label") ?? "");
        const tooltipWords: [string, string][] = [
          ["--rich-text-visit", t("editor.visitLink")],
          ["--rich-text-enter", t("editor.enterLink")],
          ["--rich-text-edit", t("action.edit")],
          ["--rich-text-remove", t("editor.removeLink")],
          ["--rich-text-save", t("editor.saveLink")],
        ];
        for (const [property, word] of tooltipWords) host.style.setProperty(property, JSON.stringify(word));
        quill.on("text-change", () => {
          textarea.value = htmlOf(quill);
        });
        setEnhanced(true);
      })
      .catch((e) => console.error("the rich-text editor could not load; the HTML field stays", e));
    return () => {
      cancelled = true;
      host.replaceChildren();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is built once per mount; a new post remounts the component
  }, []);

  return (
    <div className={className}>
      <label htmlFor={id} id={labelId} className="form-label">
        {label}
      </label>
      <div ref={hostRef} className={error ? "is-invalid" : undefined} />
      <textarea
        {...getInputProps({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": [error ? errorId : null, enhanced ? null : hintId].filter(Boolean).join(" ") || undefined,
        })}
        ref={textareaRef}
        className={`form-control font-monospace${error ? " is-invalid" : ""}`}
        rows={12}
        hidden={enhanced}
        spellCheck={false}
        dir={contentDir}
        lang={lang}
      />
      {enhanced ? null : (
        <div id={hintId} className="form-text">
          {t("editor.htmlHint")}
        </div>
      )}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {localize(error)}
        </div>
      ) : null}
    </div>
  );
}
