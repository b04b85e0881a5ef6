import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { setFormDefaults, useControlField, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  failure,
  genericError,
  withFullStops,
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
  uploadColorFiles,
  localizeFor,
} from "~/components/admin/admin.server";
import { ColorFields, ColorsAlert, type ColorValues } from "~/components/admin/ColorFields";
import { ImagesField } from "~/components/admin/ImagesField";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { DeleteConfirmModal } from "~/components/admin/Modal";
import { ProductTypeFields, CHOOSE_TYPE_INTENT } from "~/components/admin/ProductTypeFields";
import { QuantityField, SizeStockFields } from "~/components/admin/SizeStockFields";
import { PriceFields } from "~/components/admin/PriceFields";
import { ProductFeedFields } from "~/components/admin/ProductFeedFields";
import {
  ADD_COLOR_INTENT,
  colorDraftFromProduct,
  colorField,
  colorFormValues,
  KEEP_COLOR_INTENT,
  newColorDraft,
  productCoverValidator,
  productValidatorFor,
  readColorDrafts,
  REMOVE_COLOR_INTENT,
  isColorIntent,
  stockFieldName,
  typedProductValues,
  variantCodesValidator,
} from "~/components/admin/product-validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { CODES_FORM, CODES_INTENT, storedCodeValues, VariantCodesForm, variantKey } from "~/components/admin/VariantCodesForm";
import { TranslationFields } from "~/components/admin/TranslationFields";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { DESCRIPTION_MAX, NAME_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { storeCurrencyOf } from "~/lib/seo.server";
import { routes } from "~/lib/routes";
import { ONE_SIZE } from "~/lib/sizes";
import type { ImageRef, Product } from "~/lib/types";
import { translate } from "~/lib/texts.server";
import type { WaitingAlerts } from "~/models/stock-alerts.server";
import { requireStaff } from "~/session.server";
import { formText } from "~/lib/form-check";
import type { Locale } from "~/lib/i18n";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { t } = metaI18n(matches);
  return metaTitle(data?.product ? t("product.titleOf", { name: data.product.name }) : t("product.title"), matches);
};

const UPDATE_FORM = "update-product";
const COVER_FORM = "product-cover";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const [found, alerts] = await Promise.all([api.products.single(id), api.get<WaitingAlerts[]>("stock-alerts", { productId: id })]);
  const product = requireFound(found);
  // Defaults travel in the loader data (not a prop), so fields addressed by form id get them when rendered without JavaScript.
  // The French and Arabic texts fill their own fields ("" where none is written).
  return json({
    product,
    // The confirmed back-in-stock alerts of each variant, as the codes table says them: worded here, so the page carries no plurals.
    waiting: Object.fromEntries(
      (alerts.ok ? alerts.data : []).map((row) => [
        variantKey(row.colorId, row.size),
        translate(locale, "codes.waiting", { count: row.waiting }),
      ]),
    ),
    deleting: new URL(request.url).searchParams.has("delete"),
    ...setFormDefaults(UPDATE_FORM, {
      ...fieldsOf(product),
      ...stockDefaults(product.sizes),
      translations: product.translations,
      colors: storedColors(product),
    }),
    ...setFormDefaults(CODES_FORM, storedCodeValues(product)),
  });
}

function storedColors(product: Product): ColorValues[] {
  return (product.colors ?? []).map((color) => colorFormValues(colorDraftFromProduct(color)));
}

/**
 * The colour editor's own buttons, which change the form and answer it as typed: add a colour (the first one of a
 * product without colours starts with its pictures and stock, which it takes over), remove one (a saved colour is
 * marked, and goes when the product is saved), keep a removed one.
 */
async function changeColors(intent: string, form: FormData, currentImages: () => Promise<string[]>) {
  const typed = typedProductValues(form);
  const drafts = readColorDrafts(form).map(({ draft }) => draft);
  const [action, at] = intent.split(":");
  const index = Number(at);
  const values: Record<string, unknown> = { ...typed };
  if (action === ADD_COLOR_INTENT) {
    if (drafts.length === 0) {
      const stock = Object.fromEntries(Object.entries(typed).filter(([field]) => field.startsWith(stockFieldName(""))));
      drafts.push(
        newColorDraft(crypto.randomUUID(), {
          images: await currentImages(),
          stock: stock as Record<string, string>,
          quantity: typed.quantity,
        }),
      );
    } else {
      drafts.push(newColorDraft(crypto.randomUUID()));
    }
  } else if (action === REMOVE_COLOR_INTENT && drafts[index]) {
    if (drafts[index].id) drafts[index] = { ...drafts[index], removed: "1" };
    else {
      const [gone] = drafts.splice(index, 1);
      // The last colour of a product without saved colours: its stock goes back to the product's own grid.
      if (drafts.length === 0) Object.assign(values, gone.stock, { quantity: gone.quantity });
    }
  } else if (action === KEEP_COLOR_INTENT && drafts[index]) {
    drafts[index] = { ...drafts[index], removed: "" };
  }
  return { ...values, colors: drafts.map(colorFormValues) };
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
  brand?: string | null;
  inFeeds: boolean;
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
    // Always sent, so that emptying Brand removes it ("" and null clear it).
    brand: fields.brand || null,
    inFeeds: fields.inFeeds,
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
    brand: product.brand ?? "",
    inFeeds: product.inFeeds ?? true,
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

  if (intent === CODES_INTENT) return saveCodes(request, api, id, form, locale);

  // Pictures chosen for a colour are uploaded on every post of the form, so that no round trip loses them.
  const fileErrors = await uploadColorFiles(api, form, locale);
  const fail = (fieldErrors: Record<string, string>, values: Record<string, unknown>, status = 400) =>
    validationError({ formId: UPDATE_FORM, fieldErrors: { ...fileErrors, ...fieldErrors } }, values, { status });

  if (intent === CHOOSE_TYPE_INTENT) {
    // Without JavaScript: answer the form with what was typed, so it shows the chosen type's categories and sizes.
    return fail({}, typedProductValues(form), 200);
  }
  if (isColorIntent(intent)) {
    const values = await changeColors(intent, form, async () => {
      const current = await api.products.single(id);
      return current.ok ? current.data.images.map((image) => image.url) : [];
    });
    return fail({}, values, 200);
  }

  const result = await productValidatorFor(storeCurrencyOf(context)).validate(form);
  if (result.error) return fail(localizedErrors(locale, result.error).fieldErrors, typedProductValues(form));
  if (Object.keys(fileErrors).length) return fail({}, typedProductValues(form));
  const { colors } = result.data;
  // The translations sent replace the stored ones: a field emptied here removes its translation.
  const answer = await api.put(`products/update/${id}`, {
    ...payloadOf(result.data),
    ...(colors ? { colors } : stockPayload(result.data)),
    translations: result.data.translations,
  });
  if (answer.status === 200 || answer.status === 201) return redirectWithFlash(request, here, success(locale, "product.updated"));
  console.error("product update failed", id, answer.status, answer.error?.message);
  if (answer.status === 409 && colors) return colorRefused(locale, form, answer.error?.message ?? []);
  const fieldErrors = translationFieldErrors(locale, answer) ?? (result.data.sizes ? sizeFieldErrors(locale, answer) : null);
  if (fieldErrors) return fail(fieldErrors, typedProductValues(form));
  return failKeepingInput(UPDATE_FORM, typedProductValues(form), genericError(locale));
}

/**
 * The Codes form: only the SKUs and barcodes go to the API, never the stock. A code another variant keeps is said
 * beside the input that asked for it, in the staff member's language, and everything typed stays.
 */
async function saveCodes(request: Request, api: ReturnType<typeof apiClient>, id: number, form: FormData, locale: Locale) {
  const typed = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const result = await variantCodesValidator.validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), typed);
  const answer = await api.put(`products/codes/${id}`, result.data);
  if (answer.status === 200) return redirectWithFlash(request, routes.product(id), success(locale, "codes.saved"));
  const messages = answer.error?.message ?? [];
  if (answer.status === 409 || answer.status === 400) {
    const sentence = localizeFor(locale, withFullStops(messages).join(" "));
    // The input that holds the code the API names; the form's own banner when none does (two codes refused).
    const field = Object.keys(typed).find(
      (name) => name !== "intent" && typed[name].trim() !== "" && messages.some((m) => m.includes(` ${typed[name].trim().toUpperCase()} `)),
    );
    return validationError({ formId: CODES_FORM, fieldErrors: { [field ?? "codes"]: sentence } }, typed, { status: answer.status });
  }
  console.error("product codes failed", id, answer.status, messages);
  return redirectWithFlash(request, routes.product(id), genericError(locale));
}

/**
 * A removed colour that open orders still hold: the API's refusal is said at the top of the colours and beside that
 * colour (the one it names, or every removed one), and the form keeps everything typed.
 */
function colorRefused(locale: Locale, form: FormData, messages: readonly string[]) {
  const sentence = localizeFor(locale, withFullStops(messages).join(" "));
  const removed = readColorDrafts(form).filter(({ draft }) => draft.removed);
  const named = removed.filter(({ draft }) => messages.some((message) => message.startsWith(draft.name)));
  const fieldErrors: Record<string, string> = { colors: sentence };
  for (const { index } of named.length ? named : removed) fieldErrors[colorField(index, "removed")] = sentence;
  return validationError({ formId: UPDATE_FORM, fieldErrors }, typedProductValues(form), { status: 409 });
}

/** The colours as the form last had them: the action's answer after a round trip, else the stored ones. */
function useColorValues(product: Product): ColorValues[] {
  const answered = useActionData<{ formId?: string; repopulateFields?: { colors?: ColorValues[] } }>();
  if (answered?.formId === UPDATE_FORM && answered.repopulateFields?.colors) return answered.repopulateFields.colors;
  return storedColors(product);
}

/** The colours, and SPEC's Quantity as their total while staff type (the server adds them up again in any case). */
function ProductColors({ colors }: { colors: readonly ColorValues[] }) {
  const [type] = useControlField<string | undefined>("type", UPDATE_FORM);
  const [, setQuantity] = useControlField<string | number | undefined>("quantity", UPDATE_FORM);
  return (
    <div
      onChange={(event) => {
        let total = 0;
        for (const input of event.currentTarget.querySelectorAll<HTMLInputElement>("input[data-color-stock]")) {
          if (/^\d+$/.test(input.value.trim())) total += Number(input.value.trim());
        }
        setQuantity(String(total));
      }}
    >
      <ColorFields formId={UPDATE_FORM} type={type ?? ""} colors={colors} />
    </div>
  );
}

export default function ProductScreen() {
  const { product, deleting, waiting } = useLoaderData<typeof loader>();
  const colors = useColorValues(product);
  const colored = colors.length > 0;
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
            {product.colors?.length ? (
              <p className="form-text mb-0">{t("colors.coverByColour")}</p>
            ) : (
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
            )}
          </section>
        </div>
        <div className="col-lg-8">
          <section className="admin-card" aria-label={t("product.title")}>
            <ValidatedForm
              validator={productValidatorFor(currency)}
              method="post"
              encType="multipart/form-data"
              id={UPDATE_FORM}
              noValidate
            >
              <ColorsAlert formId={UPDATE_FORM} />
              <div className="row g-3">
                <div className="col-md-6">
                  <Field formId={UPDATE_FORM} name="name" label={t("field.name")} maxLength={NAME_MAX} required className="" />
                </div>
                <PriceFields formId={UPDATE_FORM} />
                <div className="col-6 col-md-3">
                  <QuantityField formId={UPDATE_FORM} total={colored ? "colors.totalHint" : undefined} />
                </div>
              </div>
              <div className="mt-3">
                <ProductTypeFields formId={UPDATE_FORM} />
              </div>
              {colored ? null : <SizeStockFields formId={UPDATE_FORM} withOneSize={product.sizes?.some((row) => row.size === ONE_SIZE)} />}
              <Field
                formId={UPDATE_FORM}
                name="description"
                label={t("field.description")}
                as="textarea"
                rows={4}
                maxLength={DESCRIPTION_MAX}
                required
              />
              <ProductFeedFields formId={UPDATE_FORM} />
              <div className="mb-3">
                <label className="form-label" htmlFor="product-created">
                  {t("product.createdOn")}
                </label>
                <input id="product-created" className="form-control-plaintext" readOnly value={date(product.createAt)} />
              </div>
              <TranslationFields formId={UPDATE_FORM} kind="product" />
              <ProductColors colors={colors} />
              <SubmitButton formId={UPDATE_FORM} name="intent" value="update">
                {t("product.update")}
              </SubmitButton>
            </ValidatedForm>
          </section>
          <VariantCodesForm product={product} waiting={waiting} />
        </div>
      </div>

      {deleting ? <DeleteConfirmModal title={t("product.deleteTitle")} question={t("product.deleteConfirm")} here={here} /> : null}
    </>
  );
}
