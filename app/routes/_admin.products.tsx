import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  failure,
  listOf,
  multipart,
  pickFilter,
  readListParams,
  failKeepingInput,
  listFirstPage,
  localizedErrors,
  redirectWithFlash,
  sizeFieldErrors,
  stockPayload,
  success,
  translationFieldErrors,
} from "~/components/admin/admin.server";
import { onSaleToggle, stockFilterOptions } from "~/components/admin/filters";
import { PriceFields } from "~/components/admin/PriceFields";
import { ProductTable } from "~/components/admin/ProductTable";
import { ImagesField } from "~/components/admin/ImagesField";
import { useResetKey } from "~/components/admin/layout-data";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { CHOOSE_TYPE_INTENT, ProductTypeFields } from "~/components/admin/ProductTypeFields";
import { QuantityField, SizeStockFields } from "~/components/admin/SizeStockFields";
import { productCreateValidatorFor, typedProductValues } from "~/components/admin/product-validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { ExportLink } from "~/components/admin/ExportLink";
import { TranslationFields } from "~/components/admin/TranslationFields";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { storeCurrencyOf } from "~/lib/seo.server";
import { lowStockThresholdOf } from "~/config.server";
import { ADMIN_PAGE_SIZE, DESCRIPTION_MAX, NAME_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { adminRoutes } from "~/lib/admin-routes";
import { adminRoles } from "~/lib/roles";
import type { ImageRef } from "~/lib/types";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("products.title"), matches);

const FORM_ID = "add-product";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role } = await requireStaff(request, context);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const status = pickFilter(list.searchParams, "status", ["0", "1"] as const);
  const onSale = pickFilter(list.searchParams, "onSale", ["1"] as const);
  const products = listOf(
    await apiClient(context, token).products.list({ limit: list.limit, offset: list.offset, sort: "newest", status, onSale, q: list.q }),
  );
  return json({
    products: products.items,
    total: products.total,
    page: list.page,
    status,
    onSale,
    q: list.q,
    lowStockThreshold: lowStockThresholdOf(context),
    canImport: adminRoles.includes(role),
  });
}

/**
 * SPEC 7: upload the images first (201 needed), then create the product with
 * the names the upload answered. Each failure has its own banner (SPEC 8).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const productCreateValidator = productCreateValidatorFor(storeCurrencyOf(context));
  const form = await request.formData();
  const backToList = listFirstPage(request, routes.products());

  if (form.get("intent") === CHOOSE_TYPE_INTENT) {
    // Without JavaScript: answer the form with what was typed, so it shows the chosen type's categories and sizes.
    return validationError({ formId: FORM_ID, fieldErrors: {} }, typedProductValues(form), { status: 200 });
  }

  const result = await productCreateValidator.validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), typedProductValues(form));

  const api = apiClient(context, token);
  const { images, ...fields } = result.data;
  const upload = await api.upload<{ images: ImageRef[] }>("products/upload", multipart("images", images));
  if (upload.status !== 201 || !upload.data?.images?.length) {
    return failKeepingInput(FORM_ID, typedProductValues(form), failure(locale, "product.photoUploadFailed"));
  }
  const created = await api.post("products/create", {
    types: fields.type,
    name: fields.name,
    price: fields.price,
    compareAtPrice: fields.compareAtPrice ?? null,
    description: fields.description,
    categories: fields.category,
    images: upload.data.images,
    ...stockPayload(fields),
    translations: fields.translations,
  });
  if (created.status === 201) return redirectWithFlash(request, backToList, success(locale, "product.created"));
  console.error("product creation failed", created.status, created.error?.message);
  // A refused French or Arabic text is said beside its field, like the browser's own check.
  const fieldErrors = translationFieldErrors(locale, created) ?? (fields.sizes ? sizeFieldErrors(locale, created) : null);
  if (fieldErrors) return validationError({ formId: FORM_ID, fieldErrors }, typedProductValues(form));
  // A refusal of the payload is "creation failed"; the server or the network failing is "error creating".
  const refused = created.status >= 400 && created.status < 500;
  return failKeepingInput(FORM_ID, typedProductValues(form), failure(locale, refused ? "product.creationFailed" : "product.creationError"));
}

function AddProductForm() {
  const { t, currency } = useI18n();
  const productCreateValidator = productCreateValidatorFor(currency);
  return (
    <ValidatedForm validator={productCreateValidator} method="post" encType="multipart/form-data" id={FORM_ID} noValidate>
      <div className="row g-3">
        <div className="col-md-6">
          <Field formId={FORM_ID} name="name" label={t("field.name")} maxLength={NAME_MAX} required className="" />
        </div>
        <PriceFields formId={FORM_ID} />
        <div className="col-6 col-md-3">
          <QuantityField formId={FORM_ID} />
        </div>
      </div>
      <div className="mt-3">
        <ProductTypeFields formId={FORM_ID} />
      </div>
      <SizeStockFields formId={FORM_ID} />
      <Field
        formId={FORM_ID}
        name="description"
        label={t("field.description")}
        as="textarea"
        rows={3}
        maxLength={DESCRIPTION_MAX}
        required
      />
      <ImagesField formId={FORM_ID} name="images" label={t("field.images")} hint={t("field.imagesHint")} multiple />
      <TranslationFields formId={FORM_ID} kind="product" />
      <SubmitButton formId={FORM_ID} name="intent" value="create">
        {t("products.add")}
      </SubmitButton>
    </ValidatedForm>
  );
}

export default function Products() {
  const data = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const resetKey = useResetKey();
  return (
    <>
      <ActionBanner />
      <h1 className="admin-page-title">{t("products.title")}</h1>
      <section className="admin-card" aria-labelledby="add-product-heading">
        <h2 id="add-product-heading">{t("products.addHeading")}</h2>
        <AddProductForm key={resetKey} />
      </section>
      <section className="admin-card" aria-labelledby="product-list-heading">
        <h2 id="product-list-heading">{t("products.listHeading")}</h2>
        <ListFilters
          select={{ name: "status", label: t("list.status"), options: stockFilterOptions(t), value: data.status }}
          toggle={onSaleToggle(t, data.onSale)}
          searchLabel={t("list.searchByName")}
          q={data.q}
        />
        <div className="d-flex justify-content-end gap-2 flex-wrap">
          {data.canImport ? (
            <div className="mb-2">
              <Link className="btn btn-sm btn-outline-dark" to={adminRoutes.productImport()}>
                {t("import.link")}
              </Link>
            </div>
          ) : null}
          <ExportLink href={adminRoutes.productsExport()} label="products.exportCatalogue" />
        </div>
        <ProductTable products={data.products} lowStockThreshold={data.lowStockThreshold} />
        <AdminListFooter total={data.total} totalId="list.total.products" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}
