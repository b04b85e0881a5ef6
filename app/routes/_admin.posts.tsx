import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import quillSnowHref from "quill/dist/quill.snow.css";
import { ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  failure,
  genericError,
  listOf,
  multipart,
  readListParams,
  failKeepingInput,
  listFirstPage,
  localizedErrors,
  redirectWithFlash,
  success,
  translationFieldErrors,
} from "~/components/admin/admin.server";
import { stockFilterOptions } from "~/components/admin/filters";
import { ImagesField } from "~/components/admin/ImagesField";
import { useResetKey } from "~/components/admin/layout-data";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { RichTextEditor } from "~/components/admin/RichTextEditor";
import { postCreateValidator } from "~/components/admin/post-validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { TranslationFields } from "~/components/admin/TranslationFields";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { smallestImage } from "~/lib/images";
import { ADMIN_PAGE_SIZE, DESCRIPTION_MAX, NAME_MAX, POST_FREE_TEXT_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { AdminTable } from "~/components/admin/AdminTable";

/** Quill's stylesheet is linked only on the two screens that edit posts. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: quillSnowHref }];

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("posts.title"), matches);

const FORM_ID = "add-post";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const posts = listOf(await apiClient(context, token).posts.list({ limit: list.limit, offset: list.offset, sort: "newest", q: list.q }));
  return json({ posts: posts.items, total: posts.total, page: list.page, q: list.q });
}

/** SPEC 7: upload the cover (201 with { data }), then create the post with that image name. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const form = await request.formData();
  const backToList = listFirstPage(request, routes.posts());
  const result = await postCreateValidator.validate(form);
  if (result.error) {
    const { cover: _file, ...typed } = result.submittedData;
    return validationError(localizedErrors(locale, result.error), typed);
  }
  const api = apiClient(context, token);
  const { cover, ...fields } = result.data;
  const upload = await api.upload<{ data: string }>("posts/upload", multipart("file", [cover]));
  if (upload.status !== 201 || !upload.data?.data) return failKeepingInput(FORM_ID, fields, failure(locale, "post.photoInvalid"));
  const created = await api.post("posts/create", { ...fields, imgUrl: upload.data.data });
  if (created.status === 201) return redirectWithFlash(request, backToList, success(locale, "post.created"));
  console.error("post creation failed", created.status, created.error?.message);
  const translationErrors = translationFieldErrors(locale, created);
  if (translationErrors) return validationError({ formId: FORM_ID, fieldErrors: translationErrors }, fields);
  return failKeepingInput(FORM_ID, fields, genericError(locale));
}

export default function Posts() {
  const data = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const resetKey = useResetKey();
  return (
    <>
      <ActionBanner />
      <h1 className="admin-page-title">{t("posts.title")}</h1>
      <section className="admin-card" aria-labelledby="add-post-heading">
        <h2 id="add-post-heading">{t("posts.addHeading")}</h2>
        <ValidatedForm key={resetKey} validator={postCreateValidator} method="post" encType="multipart/form-data" id={FORM_ID} noValidate>
          <div className="row g-3">
            <div className="col-md-6">
              <Field formId={FORM_ID} name="title" label={t("field.title")} maxLength={NAME_MAX} required className="" />
            </div>
            <div className="col-md-6">
              <ImagesField formId={FORM_ID} name="cover" label={t("field.cover")} hint={t("field.imageHint")} className="" />
            </div>
          </div>
          <Field
            formId={FORM_ID}
            name="description"
            label={t("field.description")}
            as="textarea"
            rows={3}
            maxLength={DESCRIPTION_MAX}
            required
            className="my-3"
          />
          <div className="row g-3">
            <div className="col-md-6">
              <Field
                formId={FORM_ID}
                name="categories"
                label={t("field.categories")}
                maxLength={POST_FREE_TEXT_MAX}
                hint={t("field.freeTextHint")}
              />
            </div>
            <div className="col-md-6">
              <Field formId={FORM_ID} name="tags" label={t("field.tags")} maxLength={POST_FREE_TEXT_MAX} hint={t("field.freeTextHint")} />
            </div>
          </div>
          <RichTextEditor formId={FORM_ID} name="content" label={t("field.content")} dir="ltr" lang="en" />
          <TranslationFields formId={FORM_ID} kind="post" />
          <SubmitButton formId={FORM_ID}>{t("posts.add")}</SubmitButton>
        </ValidatedForm>
      </section>

      <section className="admin-card" aria-labelledby="post-list-heading">
        <h2 id="post-list-heading">{t("posts.listHeading")}</h2>
        <ListFilters
          select={{
            name: "status",
            label: t("list.status"),
            options: stockFilterOptions(t),
            value: "",
            inert: true,
            hint: t("posts.statusInert"),
          }}
          searchLabel={t("list.searchByTitle")}
          q={data.q}
        />
        <AdminTable
          columns={[
            t("col.title"),
            t("col.description"),
            t("col.author"),
            t("col.categories"),
            t("col.tags"),
            t("col.createAt"),
            t("col.updateAt"),
          ]}
          isEmpty={data.posts.length === 0}
        >
          {data.posts.map((post) => (
            <tr key={post.id}>
              <td className="admin-title-cell">
                <div className="d-flex align-items-center gap-2">
                  <img
                    className="admin-thumb"
                    src={
                      smallestImage({ url: post.imgUrl, width: post.imgWidth, height: post.imgHeight }, routes.postImage, {
                        width: 40,
                        height: 40,
                      }).src
                    }
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                  <bdi>{post.title}</bdi>
                </div>
              </td>
              <td className="admin-cell-clip" title={post.description} dir="auto">
                {post.description}
              </td>
              <td className="text-nowrap">
                <bdi>{post.author}</bdi>
              </td>
              <td>
                <bdi>{post.categories}</bdi>
              </td>
              <td>
                <bdi>{post.tags}</bdi>
              </td>
              <td className="text-nowrap">{date(post.createAt)}</td>
              <td className="text-nowrap">{date(post.updateAt)}</td>
              <td className="text-end">
                <Link
                  className="btn btn-sm btn-outline-dark"
                  to={routes.post(post.id)}
                  aria-label={t("list.editItem", { name: post.title })}
                >
                  {t("action.edit")}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.posts" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}
