import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import quillSnowHref from "quill/dist/quill.snow.css";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  failure,
  genericError,
  multipart,
  failKeepingInput,
  localizedErrors,
  redirectWithFlash,
  requireFound,
  requireId,
  success,
  translationFieldErrors,
} from "~/components/admin/admin.server";
import { ImagesField } from "~/components/admin/ImagesField";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { DeleteConfirmModal } from "~/components/admin/Modal";
import { RichTextEditor } from "~/components/admin/RichTextEditor";
import { postCoverValidator, postValidator } from "~/components/admin/post-validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { TranslationFields } from "~/components/admin/TranslationFields";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { DESCRIPTION_MAX, NAME_MAX, POST_FREE_TEXT_MAX } from "~/lib/limits";
import { localizedPath } from "~/lib/i18n";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { formText } from "~/lib/form-check";

/** Quill's stylesheet is linked only on the two screens that edit posts. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: quillSnowHref }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { t } = metaI18n(matches);
  return metaTitle(data?.post ? t("post.titleOf", { title: data.post.title }) : t("post.title"), matches);
};

const UPDATE_FORM = "update-post";
const COVER_FORM = "post-cover";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const id = requireId(params.id);
  const post = requireFound(await apiClient(context, token).posts.single(id));
  // Defaults travel in the loader data (not a prop), so fields addressed by form id get them when rendered without JavaScript.
  return json({
    post,
    deleting: new URL(request.url).searchParams.has("delete"),
    ...setFormDefaults(UPDATE_FORM, {
      title: post.title,
      description: post.description,
      categories: post.categories,
      tags: post.tags,
      content: post.content,
      // The French and Arabic texts fill their own fields ("" where none is written).
      translations: post.translations,
    }),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const here = routes.post(id);

  if (intent === "delete") {
    const answer = await api.delete(`posts/${id}`);
    if (answer.ok) return redirect(routes.posts());
    console.error("post delete failed", id, answer.status);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "cover") {
    const result = await postCoverValidator.validate(form);
    if (result.error) return validationError(localizedErrors(locale, result.error));
    const upload = await api.upload<{ data: string }>("posts/upload", multipart("file", [result.data.cover]));
    if (upload.status !== 201 || !upload.data?.data) return redirectWithFlash(request, here, failure(locale, "post.photoInvalid"));
    const updated = await api.patch(`posts/update/${id}`, { imgUrl: upload.data.data });
    if (updated.ok) return redirect(here);
    return redirectWithFlash(request, here, genericError(locale));
  }

  const result = await postValidator.validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const answer = await api.patch(`posts/update/${id}`, result.data);
  if (answer.ok) return redirectWithFlash(request, here, success(locale, "post.updated"));
  console.error("post update failed", id, answer.status, answer.error?.message);
  const translationErrors = translationFieldErrors(locale, answer);
  if (translationErrors) return validationError({ formId: UPDATE_FORM, fieldErrors: translationErrors }, result.submittedData);
  return failKeepingInput(UPDATE_FORM, result.submittedData, genericError(locale));
}

export default function PostScreen() {
  const { post, deleting } = useLoaderData<typeof loader>();
  const { t, date, locale } = useI18n();
  const here = routes.post(post.id);
  return (
    <>
      <ActionBanner />
      <Breadcrumb parentTo={routes.posts()} parentLabel={t("nav.posts")} current={post.title} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="admin-page-title mb-0">{t("post.title")}</h1>
        <div className="d-flex gap-2">
          <Link className="btn btn-outline-secondary" to={localizedPath(routes.singlePost(post.id), locale)}>
            {t("post.view")}
          </Link>
          <Link className="btn btn-outline-danger" to={routes.postDelete(post.id)} preventScrollReset>
            {t("action.delete")}
          </Link>
        </div>
      </div>

      <div className="row g-4">
        <div className="col-xl-4">
          <section className="admin-card" aria-labelledby="post-cover-heading">
            <h2 id="post-cover-heading">{t("field.cover")}</h2>
            <img
              className="admin-post-cover mb-3"
              src={routes.postImage(post.imgUrl)}
              alt={t("admin.imageOf", { name: post.title })}
              width={1200}
              height={630}
            />
            <ValidatedForm
              key={`cover-${post.updateAt}`}
              validator={postCoverValidator}
              method="post"
              encType="multipart/form-data"
              id={COVER_FORM}
              noValidate
            >
              <ImagesField formId={COVER_FORM} name="cover" label={t("post.newCover")} hint={t("field.imageHint")} />
              <SubmitButton formId={COVER_FORM} name="intent" value="cover" className="btn btn-outline-dark">
                {t("post.changeCover")}
              </SubmitButton>
            </ValidatedForm>
            <p className="text-body-secondary small mt-3 mb-0">
              {t("list.labelColon", { label: t("post.date") })} <time dateTime={post.createAt}>{date(post.createAt)}</time>
            </p>
          </section>
        </div>
        <div className="col-xl-8">
          <section className="admin-card" aria-label={t("post.title")}>
            <ValidatedForm validator={postValidator} method="post" id={UPDATE_FORM} noValidate>
              <Field formId={UPDATE_FORM} name="title" label={t("field.title")} maxLength={NAME_MAX} required />
              <Field
                formId={UPDATE_FORM}
                name="description"
                label={t("field.description")}
                as="textarea"
                rows={3}
                maxLength={DESCRIPTION_MAX}
                required
              />
              <div className="row g-3 mb-3">
                <div className="col-md-6">
                  <Field formId={UPDATE_FORM} name="categories" label={t("field.categories")} maxLength={POST_FREE_TEXT_MAX} className="" />
                </div>
                <div className="col-md-6">
                  <Field formId={UPDATE_FORM} name="tags" label={t("field.tags")} maxLength={POST_FREE_TEXT_MAX} className="" />
                </div>
              </div>
              <RichTextEditor formId={UPDATE_FORM} name="content" label={t("field.content")} dir="ltr" lang="en" />
              <TranslationFields formId={UPDATE_FORM} kind="post" />
              <SubmitButton formId={UPDATE_FORM} name="intent" value="update">
                {t("post.update")}
              </SubmitButton>
            </ValidatedForm>
          </section>
        </div>
      </div>

      {deleting ? <DeleteConfirmModal title={t("post.deleteTitle")} question={t("post.deleteConfirm")} here={here} /> : null}
    </>
  );
}
