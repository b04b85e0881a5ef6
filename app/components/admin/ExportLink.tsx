import { useI18n } from "~/components/i18n";
import type { AdminMessageId } from "~/lib/admin-messages";

/**
 * A list's CSV download, above its table. A plain link, not a Remix <Link>: the file comes back as an
 * attachment, which the browser saves while the list stays on screen, with or without JavaScript.
 */
export function ExportLink({ href, label = "list.exportCsv" }: { href: string; label?: AdminMessageId }) {
  const { t } = useI18n();
  return (
    <div className="text-end mb-2">
      <a className="btn btn-sm btn-outline-dark" href={href}>
        {t(label)}
      </a>
    </div>
  );
}
