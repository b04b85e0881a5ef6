import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  addToWishlist,
  addWithinLimits,
  apiClient,
  cartCookie,
  clampQuantity,
  colorIdFrom,
  productIdFrom,
  checkPostedVariant,
  colorChoicesOf,
  lowStockThresholdOf,
  orderLimitsOf,
  pageLocale,
  productJsonLd,
  readStoreNotice,
  setFlash,
  shareLinksOf,
  shopperLists,
  shownColorOf,
  sizeFrom,
  siteUrlOf,
  sizeChoicesOf,
  soldOutSizesOf,
  productPageImageSizes,
  apiReasonsIn,
  storeCurrencyOf,
  storeNameOf,
  textsFor,
  translate,
  wishlistCookie,
  withCookies,
} from "~/components/store/pages.server";
import { metaI18n, useI18n } from "~/components/i18n";
import { Notice } from "~/components/notice";
import { PageBanner } from "~/components/store/banner";
import {
  categoryText,
  imagePreload,
  imageSizes,
  PriceText,
  PRODUCT_FALLBACK,
  productImageSource,
  ProductGrid,
  ProductImage,
} from "~/components/store/cards";
import { ColorPicker } from "~/components/store/color-picker";
import { Icon } from "~/components/store/icons";
import { QuantityStepper } from "~/components/store/quantity";
import { categoryPages, isInStock, typeLabelId } from "~/lib/catalog";
import { formatMoney, localizedPath } from "~/lib/i18n";
import { smallestImage, type ImagePreloadHandle } from "~/lib/images";
import { MORE_PRODUCTS } from "~/lib/limits";
import { absoluteUrl, metaTitle, productImage, seoMeta } from "~/lib/seo";
import { routes } from "~/lib/routes";
import type { ImageRef, Product } from "~/lib/types";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return metaTitle(metaI18n(matches, location.pathname).t("notFound.title"), matches);
  const { product, jsonLd, og, ogTags } = data;
  // The picture, price and stock are the loader's, for the colour of the address: this code runs in the browser too.
  return [
    ...seoMeta(matches, { title: product.name, description: product.description, path: routes.singleProduct(product.id), jsonLd, ...og }),
    ...ogTags,
  ];
};

/** A banner shows its picture blurred and darkened behind the title: the smallest copy looks the same there. */
function productBackdrop(product: Pick<Product, "images">) {
  const cover = product.images[0];
  return cover ? smallestImage(cover, routes.productImage, PRODUCT_FALLBACK) : null;
}

/**
 * The enlarged picture fills the screen but is never shown wider than the original
 * (with a srcset, the browser sizes an image by `sizes`, so this keeps the old look).
 */
function zoomSizes(image: ImageRef | undefined): string {
  return image?.width ? `(min-width: ${image.width}px) ${image.width}px, 100vw` : "100vw";
}

/** The main picture is the page's largest. */
export const handle: ImagePreloadHandle = {
  preloadImage: (data) => {
    const { product, colors, colorId, imageIndex, pageImageSizes } = data as SerializeFrom<typeof loader>;
    return imagePreload(productImageSource(colors.find((color) => color.id === colorId) ?? product, imageIndex), pageImageSizes.gallery);
  },
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const id = productIdFrom(params.id);
  if (id === null) throw redirect(localizedPath(routes.pageNotFound(), locale));
  // The catalogue in the page's language (English where a text is not translated).
  const api = apiClient(context, null, { locale });
  // One more than shown, so the row still has six once this product is left out.
  const [product, newest] = await Promise.all([
    api.products.single(id),
    api.products.list({ limit: MORE_PRODUCTS + 1, sort: "newest" }, { total: false }),
  ]);
  if (product.status !== 200) throw redirect(localizedPath(routes.pageNotFound(), locale));
  const query = new URL(request.url).searchParams;
  const threshold = lowStockThresholdOf(context);
  const siteUrl = siteUrlOf(context, request);
  const currency = storeCurrencyOf(context);
  // The share links of the page, of the product or of one colour, in the page's language.
  const shareText = `${product.data.name} – ${formatMoney(product.data.price, locale, currency)}`;
  const shareOf = (color: number | null) =>
    shareLinksOf(
      absoluteUrl(siteUrl, localizedPath(color === null ? routes.singleProduct(id) : routes.singleProductColor(id, color), locale)),
      shareText,
    );
  // Every colour's pictures, sizes and share links come with the page, so that switching colour in the browser
  // needs no request. The feeds' links (productVariantPath) open the page on a colour with a size chosen.
  const size = sizeFrom(query.get("size"));
  const colors = colorChoicesOf(product.data.colors, locale, threshold, size).map((color) => ({ ...color, share: shareOf(color.id) }));
  const requestedColor = colorIdFrom(query.get("color"));
  const colorId = shownColorOf(product.data.colors, requestedColor);
  const images = colors.find((color) => color.id === colorId)?.images ?? product.data.images;
  const requested = Number(query.get("image") ?? 0);
  const imageIndex = Number.isInteger(requested) && requested >= 0 && requested < images.length ? requested : 0;
  const more = (newest.data ?? []).filter((p) => p.id !== id).slice(0, MORE_PRODUCTS);
  const { notice, headers } = await readStoreNotice(request);
  const jsonLd = productJsonLd(product.data, siteUrl, storeNameOf(context), currency, locale);
  // Link previews of an address naming a colour show that colour's picture and stock; else the product's.
  const linked = requestedColor === colorId ? colors.find((color) => color.id === colorId) : undefined;
  const og = {
    image: productImage(
      linked
        ? { name: translate(locale, "color.imageName", { name: product.data.name, color: linked.name }), images: linked.images }
        : product.data,
    ),
    type: "product" as const,
    price: { amount: product.data.price, currency },
  };
  const ogTags = [
    {
      property: "product:availability",
      content: (linked ? !linked.soldOut : isInStock(product.data.quantity)) ? "in stock" : "out of stock",
    },
  ];
  // A product with colours shows the sizes of the colour shown (in `colors`).
  const sizeChoices = colorId === null ? sizeChoicesOf(product.data.sizes, locale, threshold, size) : null;
  const { lineUnits } = orderLimitsOf(context);
  return json(
    {
      product: product.data,
      more,
      colors,
      colorId,
      imageIndex,
      notice,
      jsonLd,
      og,
      ogTags,
      share: shareOf(null),
      sizeChoices,
      alertSizes: colorId === null ? soldOutSizesOf(product.data.sizes, locale) : null,
      pageImageSizes: productPageImageSizes,
      lineUnits,
      ...textsFor(locale, "product"),
    },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = pageLocale(params);
  const id = productIdFrom(params.id);
  if (id === null) throw redirect(localizedPath(routes.pageNotFound(), locale));
  const form = await request.formData();
  const intent = form.get("intent");
  const postedColor = colorIdFrom(form.get("color"));
  const product = await apiClient(context, null, { locale }).products.single(id);
  // A product deleted meanwhile: the page is gone too, and a notice left behind would surface on another page.
  if (product.status === 404) throw redirect(localizedPath(routes.pageNotFound(), locale));
  // Back to the colour the shopper was looking at.
  const backHere = localizedPath(
    postedColor !== undefined && product.data?.colors?.some((color) => color.id === postedColor)
      ? routes.singleProductColor(id, postedColor)
      : routes.singleProduct(id),
    locale,
  );
  if (!product.ok) {
    const flash = await setFlash(request, { kind: "error", message: translate(locale, "notice.genericError") });
    return redirect(backHere, { headers: withCookies(flash) });
  }
  const lists = shopperLists(request);
  if (intent === "wishlist") {
    const result = addToWishlist(lists.wishlist, id);
    const flash = await setFlash(
      request,
      result.added
        ? { kind: "success", message: translate(locale, "wishlist.saved") }
        : { kind: "error", message: translate(locale, "wishlist.duplicate") },
    );
    return redirect(backHere, { headers: withCookies(flash, result.added ? wishlistCookie(result.ids) : null) });
  }
  if (intent === "alert") {
    // A back-in-stock alert (docs/decisions/060): the API checks the variant, the address and the client's limit.
    const answer = await apiClient(context).request("POST", `stock-alerts?lang=${locale}`, {
      json: { productId: id, color: postedColor, size: form.get("size"), email: form.get("email") },
    });
    if (answer.ok) {
      const flash = await setFlash(request, { kind: "success", message: translate(locale, "alert.sent") });
      return redirect(backHere, { headers: withCookies(flash) });
    }
    const alertError =
      answer.status === 409
        ? translate(locale, "alert.inStock")
        : answer.status === 400 || answer.status === 429
          ? (apiReasonsIn(locale, answer.error?.message ?? [])[0] ?? translate(locale, "alert.failed"))
          : translate(locale, "alert.failed");
    return json({ alertError }, { status: answer.status >= 500 ? 503 : answer.status });
  }
  // Add to cart (the form's default button): then the shopper goes to the cart.
  // The button is disabled when nothing is left, but a stale page or a crafted post must not fill the cart either.
  if (!isInStock(product.data.quantity)) {
    const flash = await setFlash(request, { kind: "error", message: translate(locale, "stock.soldOut", { name: product.data.name }) });
    return redirect(backHere, { headers: withCookies(flash) });
  }
  // Beside its picker, and nothing added: a post without a colour or a size of the product's, or one with no stock
  // (stale page, crafted form).
  const variant = checkPostedVariant(product.data, postedColor, sizeFrom(form.get("size")), locale);
  if (!variant.ok) {
    return json(variant.field === "color" ? { colorError: variant.message } : { sizeError: variant.message }, { status: variant.status });
  }
  // The cart keeps within the shop's caps on one order: what goes over is left out, and the cart says why.
  const limits = orderLimitsOf(context);
  const { lines, reached } = addWithinLimits(
    lists.cart,
    { id, size: variant.size, color: variant.color, quantity: clampQuantity(form.get("quantity")) },
    limits,
  );
  const flash = reached
    ? await setFlash(request, {
        kind: "error",
        message:
          reached === "line"
            ? translate(locale, "limits.lineUnits", { count: limits.lineUnits })
            : translate(locale, "limits.orderUnits", { count: limits.orderUnits }),
      })
    : null;
  return redirect(localizedPath(routes.cart(), locale), { headers: withCookies(cartCookie(lines), flash) });
}

/** Escape closes the enlarged picture (it is a :target overlay, so it also works without JavaScript). */
function useEscapeClosesZoom() {
  useEffect(() => {
    function close(event: KeyboardEvent) {
      if (event.key === "Escape" && window.location.hash === "#zoom") window.location.hash = "main-image";
    }
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, []);
}

const SIZE_ERROR_ID = "size-error";

/**
 * Radios, so that choosing a size needs no JavaScript. The first size in stock starts chosen; a sold-out size
 * cannot be chosen and says so in words, a low one says how many are left (the loader writes both).
 */
function SizePicker({ choices, error }: { choices: NonNullable<SerializeFrom<typeof loader>["sizeChoices"]>; error: string | null }) {
  const { t } = useI18n();
  return (
    <fieldset aria-describedby={error ? SIZE_ERROR_ID : undefined}>
      <legend className="form-label fs-6 mb-2">{t("size.label")}</legend>
      <div className="size-picker">
        {choices.map((choice) => (
          <div key={choice.size}>
            <input
              className="btn-check"
              type="radio"
              name="size"
              id={`size-${choice.size}`}
              value={choice.size}
              defaultChecked={choice.chosen}
              disabled={choice.soldOut}
            />
            <label className="size-chip" htmlFor={`size-${choice.size}`}>
              <b>{choice.label}</b> {choice.note ? <small>{choice.note}</small> : null}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={SIZE_ERROR_ID} role="alert" className="invalid-feedback d-block mb-0">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * On a sold-out colour × size: a plain form (no script of its own) that asks the API for a back-in-stock alert.
 * Closed until the shopper opens it, and open again with the reason when the alert was refused.
 */
function StockAlertForm({ sizes, color, error }: { sizes: { size: string; label: string }[]; color?: number; error: string | null }) {
  const { t } = useI18n();
  return (
    <details className="stock-alert" open={!!error}>
      <summary className="btn btn-outline-dark btn-sm">{t("alert.ask")}</summary>
      <Form method="post" preventScrollReset>
        <p>{t("alert.intro")}</p>
        {color ? <input type="hidden" name="color" value={color} /> : null}
        {sizes.length > 1 ? (
          <>
            <label htmlFor="alert-size" className="form-label">
              {t("alert.size")}
            </label>
            <select id="alert-size" name="size" className="form-select mb-2">
              {sizes.map((choice) => (
                <option key={choice.size} value={choice.size}>
                  {choice.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <input type="hidden" name="size" value={sizes[0].size} />
        )}
        <label htmlFor="alert-email" className="form-label">
          {t("alert.email")}
        </label>
        <input id="alert-email" type="email" name="email" className="form-control mb-2" autoComplete="email" required />
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" name="intent" value="alert" className="btn btn-dark btn-sm">
          {t("alert.submit")}
        </button>
      </Form>
    </details>
  );
}

export default function SingleProduct() {
  const {
    product,
    more,
    colors,
    colorId,
    imageIndex: shownIndex,
    notice,
    sizeChoices,
    alertSizes,
    lineUnits,
    share,
    pageImageSizes,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sizeError = (actionData && "sizeError" in actionData && actionData.sizeError) || null;
  const colorError = (actionData && "colorError" in actionData && actionData.colorError) || null;
  const alertError = (actionData && "alertError" in actionData && actionData.alertError) || null;
  const navigation = useNavigation();
  const { t, path } = useI18n();
  useEscapeClosesZoom();
  // A colour picked in the browser shows at once, before the address (and the loader) follow it.
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => setPicked(null), [colorId]);
  const shownId = picked ?? colorId;
  const color = colors.find((choice) => choice.id === shownId);
  const imageIndex = shownId === colorId ? shownIndex : 0;
  // The colour's pictures, named with the colour so that a screen reader hears the switch.
  const gallery = color ? { name: t("color.imageName", { name: product.name, color: color.name }), images: color.images } : product;
  const sizes = color ? color.sizes : sizeChoices;
  const soldOutSizes = color ? color.alertSizes : alertSizes;
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const page = categoryPages.find((p) => p.type === product.type);
  const inStock = color ? !color.soldOut : isInStock(product.quantity);
  const backdrop = productBackdrop(gallery);
  const pageTitle = page ? t(typeLabelId(page.type)) : categoryText(t, product.categories);
  // The address shared names the colour shown, and follows a colour picked in the browser.
  const links = color?.share ?? share;

  return (
    <>
      <PageBanner
        title={pageTitle}
        titleAs="p"
        current={product.name}
        crumbs={page ? [{ label: pageTitle, to: routes.category(page.slug) }] : []}
        image={backdrop?.src}
        imageWidth={backdrop?.width}
        imageHeight={backdrop?.height}
        tone="dark"
      />
      <div className="container store-section">
        <div className="row g-4 g-lg-5">
          <div className="col-md-6">
            <div className="gallery">
              <a id="main-image" className="gallery-main" href="#zoom" aria-label={t("product.enlarge")}>
                <ProductImage product={gallery} index={imageIndex} sizes={pageImageSizes.gallery} priority />
                <span className="gallery-zoom-hint" aria-hidden="true">
                  <Icon name="expand" size={18} />
                </span>
              </a>
              {gallery.images.length > 1 ? (
                <ul className="gallery-thumbs list-unstyled" aria-label={t("product.images")}>
                  {gallery.images.map((image, index) => (
                    <li key={image.url}>
                      <Link
                        className={`gallery-thumb${index === imageIndex ? " active" : ""}`}
                        to={path(routes.singleProductImage(product.id, index, shownId))}
                        replace
                        preventScrollReset
                        aria-current={index === imageIndex ? "true" : undefined}
                        aria-label={t("product.showImage", { number: index + 1 })}
                      >
                        <ProductImage product={gallery} index={index} sizes={imageSizes.thumbnail} box={120} />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>

          <div className="col-md-6">
            <div className="product-details">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                {product.isNew === "true" ? <span className="badge store-badge-new">{t("product.new")}</span> : null}
                <span className="product-details-category">{categoryText(t, product.categories)}</span>
              </div>
              <h1 className="product-details-name">
                <bdi>{product.name}</bdi>
              </h1>
              <p className="product-details-price">
                <PriceText product={product} label={t("product.priceLabel")} />
              </p>
              <p className="mb-3">
                <span className={`badge stock-badge ${inStock ? "stock-in" : "stock-out"}`}>
                  {inStock ? t("product.inStock") : t("product.outStock")}
                </span>
              </p>
              <p className="product-processing">
                <Icon name="clock" size={18} className="flex-shrink-0" />
                <span>{t("product.processingTime")}</span>
              </p>
              <h2 className="product-details-subtitle">{t("product.description")}</h2>
              <p className="product-description" dir="auto">
                {product.description}
              </p>

              {notice ? (
                <Notice key={notice.id} kind={notice.kind} title={notice.title}>
                  {notice.message}
                </Notice>
              ) : null}

              {color ? <ColorPicker choices={colors} shown={color.id} error={colorError} onPick={setPicked} /> : null}
              <Form method="post" preventScrollReset className="product-buy">
                {color ? <input type="hidden" name="color" value={color.id} /> : null}
                {/* A new colour brings its own sizes, and its first size in stock chosen. */}
                {sizes ? <SizePicker key={shownId} choices={sizes} error={sizeError} /> : null}
                <div className="product-buy-quantity">
                  <label htmlFor="quantity" className="form-label">
                    {t("product.quantity")}
                  </label>
                  <QuantityStepper id="quantity" name="quantity" limit={lineUnits} />
                </div>
                <div className="product-buy-actions">
                  <button
                    type="submit"
                    name="intent"
                    value="cart"
                    className="btn btn-dark btn-lg store-btn"
                    disabled={busyIntent === "cart" || !inStock}
                    aria-busy={busyIntent === "cart" || undefined}
                  >
                    {busyIntent === "cart" ? (
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    ) : (
                      <Icon name="bag" size={18} className="me-2" />
                    )}
                    {t("product.addToCart")}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="wishlist"
                    formNoValidate
                    className="btn btn-outline-dark btn-lg store-btn"
                    disabled={busyIntent === "wishlist"}
                    aria-busy={busyIntent === "wishlist" || undefined}
                  >
                    {busyIntent === "wishlist" ? (
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    ) : (
                      <Icon name="heart" size={18} className="me-2" />
                    )}
                    {t("product.addToWishlist")}
                  </button>
                </div>
              </Form>
              {soldOutSizes?.length ? <StockAlertForm key={shownId} sizes={soldOutSizes} color={color?.id} error={alertError} /> : null}
              {/* Plain links: no script of Meta's or WhatsApp's on the page, nothing sent until the shopper follows one (docs/seo.md). */}
              <div className="product-share">
                <a className="btn btn-outline-dark btn-sm" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                  {t("share.whatsapp")}
                </a>
                <a className="btn btn-outline-dark btn-sm" href={links.facebook} target="_blank" rel="noopener noreferrer">
                  {t("share.facebook")}
                </a>
                {/* Without JavaScript too: the link, ready to select and copy. */}
                <details>
                  <summary className="btn btn-outline-dark btn-sm">{t("share.copy")}</summary>
                  <label htmlFor="share-link" className="form-label">
                    {t("share.link")}
                  </label>
                  <input id="share-link" className="form-control" readOnly value={links.link} />
                </details>
              </div>
            </div>
          </div>
        </div>

        {more.length ? (
          <section className="store-subsection" aria-labelledby="more-title">
            <h2 id="more-title" className="section-title mb-4">
              {t("product.moreProducts")}
            </h2>
            <ProductGrid products={more} columns="row-cols-2 row-cols-md-3 row-cols-xl-6" imageSizes={pageImageSizes.productRowOfSix} />
          </section>
        ) : null}
      </div>

      <div id="zoom" className="zoom-overlay" role="dialog" aria-label={product.name}>
        <a className="zoom-close" href="#main-image" aria-label={t("product.closeImage")}>
          <Icon name="close" size={28} />
        </a>
        <ProductImage product={gallery} index={imageIndex} className="zoom-image" sizes={zoomSizes(gallery.images[imageIndex])} />
      </div>
    </>
  );
}
