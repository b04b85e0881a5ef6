import type { ReactNode } from "react";

/**
 * A success or error banner that fades after 3 s by CSS alone, so it works
 * without JavaScript. Errors are announced as alerts, successes as status.
 */
export function Notice({
  kind,
  title,
  children,
  fade = true,
  className = "",
}: {
  kind: "success" | "error";
  title?: string;
  children: ReactNode;
  fade?: boolean;
  className?: string;
}) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`alert ${kind === "error" ? "alert-danger" : "alert-success"} ${fade ? "notice-fade" : ""} ${className}`}
    >
      {title ? <strong className="me-2">{title}</strong> : null}
      {children}
    </div>
  );
}
