import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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
  sizeFieldErrors,
  stockDefaults,
  stockPayload,
  success,
  translationFieldErrors,
} from "~/components/admin/admin.server";
import { ImagesField } from "~/components/admin/ImagesField";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { DeleteConfirmModal } from "~/components/admin/Modal";
import { ProductTypeFields, CHOOSE_TYPE_INTENT } from "~/components/admin/ProductTypeFields";
import { QuantityField, SizeStockFields } from "~/components/admin/SizeStockFields";
import { PriceFields } from "~/components/admin/PriceFields";
import { productCoverValidator, productValidatorFor, typedProductValues } from "~/components/admin/validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { TranslationFields } from "~/components/admin/TranslationFields";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { DESCRIPTION_MAX, NAME_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { storeCurrencyOf } from "~/lib/seo.server";
import { routes } from "~/lib/routes";
import { ONE_SIZE } from "~/lib/sizes";
import type { ImageRef, Product } from "~/lib/types";
import { requireStaff } from "~/session.server";
import { formText } from "~/lib/form-check";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { t } = metaI18n(matches);
  return metaTitle(data?.product ? t("product.titleOf", { name: data.product.name }) : t("product.title"), matches);
};

const UPDATE_FORM = "update-product";
const COVER_FORM = "product-cover";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const id = requireId(params.id);
  const product = requireFound(await apiClient(context, token).products.single(id));
  // Defaults travel in the loader data (not a prop), so fields addressed by form id get them when rendered without JavaScript.
  // The French and Arabic texts fill their own fields ("" where none is written).
  return json({
    product,
    deleting: new URL(request.url).searchParams.has("delete"),
    ...setFormDefaults(UPDATE_FORM, { ...fieldsOf(product), ...stockDefaults(product.sizes), translations: product.translations }),
  });
}

/** The update payload of SPEC 7: the create payload's names, price and quantity as strings. */
function payloadOf(fields: {
  name: string;
  price: string;
  compareAtPrice?: string | null;
  quantity: number | string;
  type: string;
  category: string;
  description: string;
}) {
  return {
    types: fields.type,
    name: fields.name,
    price: fields.price,
    // Always sent, so that emptying the field ends the sale ("" and null clear it).
    compareAtPrice: fields.compareAtPrice || null,
    description: fields.description,
    categories: fields.category,
    quantity: String(fields.quantity),
  };
}

function fieldsOf(product: Product) {
  return {
    name: product.name,
    price: product.price,
    compareAtPrice: product.compareAtPrice ?? "",
    quantity: product.quantity,
    type: product.type,
    category: product.categories,
    description: product.description,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const here = routes.product(id);

  if (intent === "delete") {
    const answer = await api.delete(`products/${id}`);
    if (answer.status === 200 || answer.status === 201) return redirect(routes.products());
    console.error("product delete failed", id, answer.status);
    return redirectWithFlash(request, here, genericError(locale));
  }

  if (intent === "cover") {
    const result = await productCoverValidator.validate(form);
    if (result.error) return validationError(localizedErrors(locale, result.error));
    const current = await api.products.single(id);
    if (!current.ok) return redirectWithFlash(request, here, failure(locale, "product.coverInvalid"));
    const upload = await api.upload<{ images: ImageRef[] }>("products/upload", multipart("images", result.data.images));
    if (upload.status !== 201 || !upload.data?.images?.length) {
      return redirectWithFlash(request, here, failure(locale, "product.coverInvalid"));
    }
    const updated = await api.put(`products/update/${id}`, {
      ...payloadOf(fieldsOf(current.data)),
      // The stock as stored: a product in several sizes needs them all to keep its total.
      ...(current.data.sizes?.length ? { sizes: current.data.sizes } : {}),
      images: upload.data.images,
    });
    // SPEC 4: a new cover reloads the page; SPEC 7: anything but 200 is "file not valid".
    if (updated.status === 200) return redirect(here);
    return redirectWithFlash(request, here, failure(locale, "product.coverInvalid"));
  }

  if (intent === CHOOSE_TYPE_INTENT) {
    // Without JavaScript: answer the form with what was typed, so it shows the chosen type's categories and sizes.
    return validationError({ formId: UPDATE_FORM, fieldErrors: {} }, typedProductValues(form), { status: 200 });
  }

  const result = await productValidatorFor(storeCurrencyOf(context)).validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), typedProductValues(form));
  // The translations sent replace the stored ones: a field emptied here removes its translation.
  const answer = await api.put(`products/update/${id}`, {
    ...payloadOf(result.data),
    ...stockPayload(result.data),
    translations: result.data.translations,
  });
  if (answer.status === 200 || answer.status === 201) return redirectWithFlash(request, here, success(locale, "product.updated"));
  console.error("product update failed", id, answer.status, answer.error?.message);
  const fieldErrors = translationFieldErrors(locale, answer) ?? (result.data.sizes ? sizeFieldErrors(locale, answer) : null);
  if (fieldErrors) return validationError({ formId: UPDATE_FORM, fieldErrors }, typedProductValues(form));
  return failKeepingInput(UPDATE_FORM, typedProductValues(form), genericError(locale));
}

export default function ProductScreen() {
  const { product, deleting } = useLoaderData<typeof loader>();
  const { t, date, currency } = useI18n();
  const here = routes.product(product.id);
  return (
    <>
      <ActionBanner />
      <Breadcrumb parentTo={routes.products()} parentLabel={t("nav.products")} current={product.name} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="admin-page-title mb-0">{t("product.title")}</h1>
        <Link className="btn btn-outline-danger" to={routes.productDelete(product.id)} preventScrollReset>
          {t("action.delete")}
        </Link>
      </div>

      <div className="row g-4">
        <div className="col-lg-4">
          <section className="admin-card" aria-labelledby="cover-heading">
            <h2 id="cover-heading">{t("product.cover")}</h2>
            <div className="admin-cover-preview mb-3">
              {product.images.map((image, i) => (
                <img
                  key={image.url}
                  src={routes.productImage(image.url)}
                  alt={t("admin.imageNumberOf", { name: product.name, number: i + 1 })}
                  width={96}
                  height={96}
                />
              ))}
            </div>
            <ValidatedForm
              key={`cover-${product.updateAt}`}
              validator={productCoverValidator}
              method="post"
              encType="multipart/form-data"
              id={COVER_FORM}
              noValidate
            >
              <ImagesField formId={COVER_FORM} name="images" label={t("product.newCover")} hint={t("field.imagesHint")} multiple />
              <SubmitButton formId={COVER_FORM} name="intent" value="cover" className="btn btn-outline-dark">
                {t("product.changeCover")}
              </SubmitButton>
            </ValidatedForm>
          </section>
        </div>
        <div className="col-lg-8">
          <section className="admin-card" aria-label={t("product.title")}>
            <ValidatedForm validator={productValidatorFor(currency)} method="post" id={UPDATE_FORM} noValidate>
              <div className="row g-3">
                <div className="col-md-6">
                  <Field formId={UPDATE_FORM} name="name" label={t("field.name")} maxLength={NAME_MAX} required className="" />
                </div>
                <PriceFields formId={UPDATE_FORM} />
                <div className="col-6 col-md-3">
                  <QuantityField formId={UPDATE_FORM} />
                </div>
              </div>
              <div className="mt-3">
                <ProductTypeFields formId={UPDATE_FORM} />
              </div>
              <SizeStockFields formId={UPDATE_FORM} withOneSize={product.sizes?.some((row) => row.size === ONE_SIZE)} />
              <Field
                formId={UPDATE_FORM}
                name="description"
                label={t("field.description")}
                as="textarea"
                rows={4}
                maxLength={DESCRIPTION_MAX}
                required
              />
              <div className="mb-3">
                <label className="form-label" htmlFor="product-created">
                  {t("product.createdOn")}
                </label>
                <input id="product-created" className="form-control-plaintext" readOnly value={date(product.createAt)} />
              </div>
              <TranslationFields formId={UPDATE_FORM} kind="product" />
              <SubmitButton formId={UPDATE_FORM} name="intent" value="update">
                {t("product.update")}
              </SubmitButton>
            </ValidatedForm>
          </section>
        </div>
      </div>

      {deleting ? <DeleteConfirmModal title={t("product.deleteTitle")} question={t("product.deleteConfirm")} here={here} /> : null}
    </>
  );
}
