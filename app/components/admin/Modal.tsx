import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "@remix-run/react";
import { useI18n } from "~/components/i18n";
import { IntentForm } from "./IntentForm";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog rendered by a route (a nested route or a search param), so it opens
 * without JavaScript and can be linked. Closing is a link to `closeTo`; with
 * JavaScript, Escape and a click on the backdrop follow the same link, focus
 * moves into the dialog, stays there, and returns to the opener on close.
 */
export function RouteModal({
  title,
  closeTo,
  children,
  footer,
  size,
}: {
  title: ReactNode;
  closeTo: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "lg";
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The effect below must see the latest target without re-running (which would steal focus again).
  const closeRef = useRef(closeTo);
  useEffect(() => {
    closeRef.current = closeTo;
  }, [closeTo]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    dialog?.focus();
    document.body.classList.add("modal-open");

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeRef.current, { preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.classList.remove("modal-open");
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [navigate]);

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is the mouse's shortcut; the keyboard closes with Escape (on the document) or the close button */}
      <div
        className="modal d-block admin-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
        onClick={(event) => {
          if (event.target === event.currentTarget) navigate(closeRef.current, { preventScrollReset: true });
        }}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ""}`}>
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {title}
              </h2>
              <Link className="btn-close" to={closeTo} preventScrollReset aria-label={t("action.close")} />
            </div>
            <div className="modal-body">{children}</div>
            {footer ? <div className="modal-footer">{footer}</div> : null}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}

/** The "are you sure?" step of a delete: Cancel returns to `here`, Delete posts the `delete` intent to it. */
export function DeleteConfirmModal({ title, question, here }: { title: string; question: string; here: string }) {
  const { t } = useI18n();
  return (
    <RouteModal
      title={title}
      closeTo={here}
      size="sm"
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={here} preventScrollReset>
            {t("action.cancel")}
          </Link>
          <IntentForm intent="delete" action={here} buttonClassName="btn btn-danger">
            {t("action.delete")}
          </IntentForm>
        </>
      }
    >
      <p className="mb-0">{question}</p>
    </RouteModal>
  );
}
