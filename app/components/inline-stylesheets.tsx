import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";

/**
 * Stylesheets a route puts inside the page instead of linking them: on a first visit over a slow mobile
 * connection a linked stylesheet costs a round trip before anything is painted. A route names them in
 * `handle.inlineStylesheets`; the server writes their text (read from the build), and in the browser
 * each one stays as the server wrote it. A stylesheet that first appears after a client-side navigation
 * is linked as usual.
 */
export interface InlineStylesheetsHandle {
  inlineStylesheets?: string[];
}

/** The server's reader of a built stylesheet's text by its URL; absent in the browser. */
export const StylesheetTextContext = createContext<((href: string) => string | null) | null>(null);

const writtenByServer = new Map<string, string | null>();

/** The text the server inlined for `href`, read from the document once, so every render matches it. */
function inlinedInDocument(href: string): string | null {
  if (!writtenByServer.has(href)) {
    const style = [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].find((s) => s.dataset.href === href);
    writtenByServer.set(href, style ? style.textContent : null);
  }
  return writtenByServer.get(href) ?? null;
}

export function stylesheetsToInline(handles: unknown[]): string[] {
  return [...new Set(handles.flatMap((handle) => (handle as InlineStylesheetsHandle | undefined)?.inlineStylesheets ?? []))];
}

export function InlineStylesheets() {
  const readOnServer = useContext(StylesheetTextContext);
  const hrefs = stylesheetsToInline(useMatches().map((match) => match.handle));
  return (
    <>
      {hrefs.map((href) => {
        const text = readOnServer ? readOnServer(href) : typeof document === "undefined" ? null : inlinedInDocument(href);
        return text === null ? (
          <link key={href} rel="stylesheet" href={href} />
        ) : (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
        );
      })}
    </>
  );
}
