import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { genericError, redirectWithFlash, requireFound, requireId, searchOf } from "~/components/admin/admin.server";
import { DeviceIcon } from "~/components/admin/icons";
import { IntentForm } from "~/components/admin/IntentForm";
import { RouteModal } from "~/components/admin/Modal";
import { Ltr, metaI18n, useI18n } from "~/components/i18n";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  metaTitle(data?.message.subject ?? metaI18n(matches).t("messages.title"), matches);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const id = requireId(params.id);
  const message = requireFound(await apiClient(context, token).messages.single(id));
  return json({ message });
}

/** Delete, then back to the list with its filters. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const backToList = `${routes.messages()}${searchOf(request)}`;
  const answer = await apiClient(context, token).delete(`messages/${id}`);
  if (answer.ok) return redirect(safeRedirectPath(backToList, routes.messages()));
  console.error("message delete failed", id, answer.status);
  return redirectWithFlash(request, backToList, genericError(locale));
}

export default function MessageDetails() {
  const { message } = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  const closeTo = `${routes.messages()}${search}`;
  return (
    <RouteModal
      title={<bdi>{message.subject}</bdi>}
      closeTo={closeTo}
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={closeTo} preventScrollReset>
            {t("action.close")}
          </Link>
          <IntentForm intent="delete" action={`${routes.message(message.messageId)}${search}`} buttonClassName="btn btn-danger">
            {t("action.delete")}
          </IntentForm>
        </>
      }
    >
      <dl className="mb-3">
        <dt>{t("messages.from")}</dt>
        <dd>
          <bdi>{message.name}</bdi>{" "}
          <Ltr>
            &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
          </Ltr>
        </dd>
        <dt>{t("messages.date")}</dt>
        <dd className="d-flex align-items-center gap-2">
          <time dateTime={message.createAt}>{date(message.createAt)}</time>
          <DeviceIcon device={message.device} />
        </dd>
        <dt>{t("messages.message")}</dt>
        <dd className="admin-message-body mb-0" dir="auto">
          {message.message}
        </dd>
      </dl>
    </RouteModal>
  );
}
