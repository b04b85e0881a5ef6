import { useActionData } from "@remix-run/react";
import { Notice } from "~/components/notice";

export interface FlashView {
  kind: "success" | "error";
  message: string;
  title?: string;
  /** New for every banner, so the fade animation restarts even when the text repeats. */
  id: string;
}

/**
 * The banner region of the back office: fixed at the top end of the screen, so
 * a banner never pushes the page, and it fades by CSS after 3 s (no JavaScript needed).
 * A message of several lines (a server's message list) keeps one line each.
 */
export function FlashBanner({ flash }: { flash: FlashView | null }) {
  if (!flash) return null;
  return (
    <div className="admin-toasts">
      <Notice key={flash.id} kind={flash.kind} title={flash.title} className="shadow-sm mb-0">
        {flash.message.split("\n").map((line, i) => (
          <span className="d-block" key={i}>
            {line}
          </span>
        ))}
      </Notice>
    </div>
  );
}

/** The banner an action answered without redirecting (a failure that kept the typed values). */
export function ActionBanner() {
  const data = useActionData<{ banner?: FlashView }>();
  return data?.banner ? <FlashBanner flash={data.banner} /> : null;
}
