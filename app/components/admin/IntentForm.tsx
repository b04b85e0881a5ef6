import type { ReactNode } from "react";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form";
import { intentValidator } from "./validators";

/**
 * A one-button POST form (confirm, delete, log out). A plain POST without
 * JavaScript; with it, the button shows a spinner and is disabled meanwhile.
 */
export function IntentForm({
  intent,
  action,
  children,
  buttonClassName = "btn btn-dark",
  className,
  id,
}: {
  intent: string;
  action?: string;
  children: ReactNode;
  buttonClassName?: string;
  className?: string;
  id?: string;
}) {
  return (
    <ValidatedForm validator={intentValidator} method="post" action={action} className={className} id={id}>
      <SubmitButton className={buttonClassName} name="intent" value={intent}>
        {children}
      </SubmitButton>
    </ValidatedForm>
  );
}
