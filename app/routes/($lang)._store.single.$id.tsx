import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import {
  apiClient,
  cartCookie,
  productJsonLd,
  readStoreNotice,
  setFlash,
  shopperLists,
  siteUrlOf,
  storeNameOf,
  wishlistCookie,
  withCookies,
} from "~/components/store/pages.server";
import { Notice } from "~/components/notice";
import { PageBanner } from "~/components/store/banner";
import { imagePreload, imageSizes, productBackdrop, productImageSource, ProductGrid, ProductImage, zoomSizes } from "~/components/store/cards";
import { Icon } from "~/components/store/icons";
import { QuantityStepper } from "~/components/store/quantity";
import { addToCart, addToWishlist, clampQuantity, productIdFrom } from "~/lib/cart";
import { categoryLabel, categoryPages, isInStock } from "~/lib/catalog";
import { formatUsd } from "~/lib/format";
import type { ImagePreloadHandle } from "~/lib/images";
import { MORE_PRODUCTS } from "~/lib/limits";
import { productEn } from "~/components/store/messages/product";
import { en, say } from "~/lib/messages";
import { metaTitle } from "~/lib/meta";
import { routes } from "~/lib/routes";
import { productImage, seoMeta } from "~/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return metaTitle(en["notFound.title"], matches);
  const { product, jsonLd } = data;
  return seoMeta(matches, {
    title: product.name,
    description: product.description,
    path: routes.singleProduct(product.id),
    image: productImage(product),
    type: "product",
    jsonLd,
  });
};

/** The main picture is the page's largest. */
export const handle: ImagePreloadHandle = {
  preloadImage: (data) => {
    const { product, imageIndex } = data as SerializeFrom<typeof loader>;
    return imagePreload(productImageSource(product, imageIndex), imageSizes.gallery);
  },
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = productIdFrom(params.id);
  if (id === null) throw redirect(routes.pageNotFound());
  const api = apiClient(context);
  // One more than shown, so the row still has six once this product is left out.
  const [product, newest] = await Promise.all([
    api.products.single(id),
    api.products.list({ limit: MORE_PRODUCTS + 1, sort: "newest" }, { total: false }),
  ]);
  if (product.status !== 200) throw redirect(routes.pageNotFound());
  const requested = Number(new URL(request.url).searchParams.get("image") ?? 0);
  const imageIndex = Number.isInteger(requested) && requested >= 0 && requested < product.data.images.length ? requested : 0;
  const more = (newest.data ?? []).filter((p) => p.id !== id).slice(0, MORE_PRODUCTS);
  const { notice, headers } = await readStoreNotice(request);
  const jsonLd = productJsonLd(product.data, siteUrlOf(context, request), storeNameOf(context));
  return json({ product: product.data, more, imageIndex, notice, jsonLd }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = productIdFrom(params.id);
  if (id === null) throw redirect(routes.pageNotFound());
  const form = await request.formData();
  const intent = form.get("intent");
  const backHere = routes.singleProduct(id);
  const product = await apiClient(context).products.single(id);
  // A product deleted meanwhile: the page is gone too, and a notice left behind would surface on another page.
  if (product.status === 404) throw redirect(routes.pageNotFound());
  if (!product.ok) {
    const flash = await setFlash(request, { kind: "error", message: en["notice.genericError"] });
    return redirect(backHere, { headers: withCookies(flash) });
  }
  const lists = shopperLists(request);
  if (intent === "wishlist") {
    const result = addToWishlist(lists.wishlist, id);
    const flash = await setFlash(
      request,
      result.added ? { kind: "success", message: productEn["wishlist.saved"] } : { kind: "error", message: productEn["wishlist.duplicate"] },
    );
    return redirect(backHere, { headers: withCookies(flash, result.added ? wishlistCookie(result.ids) : null) });
  }
  // Add to cart (the form's default button): then the shopper goes to the cart.
  // The button is disabled when nothing is left, but a stale page or a crafted post must not fill the cart either.
  if (!isInStock(product.data.quantity)) {
    const flash = await setFlash(request, { kind: "error", message: say.outOfStock(product.data.name, 0) });
    return redirect(backHere, { headers: withCookies(flash) });
  }
  const cart = addToCart(lists.cart, { id, quantity: clampQuantity(form.get("quantity")) });
  return redirect(routes.cart(), { headers: withCookies(cartCookie(cart)) });
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

export default function SingleProduct() {
  const { product, more, imageIndex, notice } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  useEscapeClosesZoom();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const page = categoryPages.find((p) => p.type === product.type);
  const inStock = isInStock(product.quantity);
  const backdrop = productBackdrop(product);

  return (
    <>
      <PageBanner
        title={page?.title ?? categoryLabel(product.type, product.categories)}
        titleAs="p"
        current={product.name}
        crumbs={page ? [{ label: page.title, to: routes.category(page.slug) }] : []}
        image={backdrop?.src}
        imageWidth={backdrop?.width}
        imageHeight={backdrop?.height}
        tone="dark"
      />
      <div className="container store-section">
        <div className="row g-4 g-lg-5">
          <div className="col-md-6">
            <div className="gallery">
              <a id="main-image" className="gallery-main" href="#zoom" aria-label={productEn["product.enlarge"]}>
                <ProductImage product={product} index={imageIndex} sizes={imageSizes.gallery} priority />
                <span className="gallery-zoom-hint" aria-hidden="true">
                  <Icon name="expand" size={18} />
                </span>
              </a>
              {product.images.length > 1 ? (
                <ul className="gallery-thumbs list-unstyled" aria-label={productEn["product.images"]}>
                  {product.images.map((image, index) => (
                    <li key={image.url}>
                      <Link
                        className={`gallery-thumb${index === imageIndex ? " active" : ""}`}
                        to={routes.singleProductImage(product.id, index)}
                        replace
                        preventScrollReset
                        aria-current={index === imageIndex ? "true" : undefined}
                        aria-label={`${productEn["product.showImage"]} ${index + 1}`}
                      >
                        <ProductImage product={product} index={index} sizes={imageSizes.thumbnail} box={120} />
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
                {product.isNew === "true" ? <span className="badge store-badge-new">{en["product.new"]}</span> : null}
                <span className="product-details-category">{categoryLabel(product.type, product.categories)}</span>
              </div>
              <h1 className="product-details-name">{product.name}</h1>
              <p className="product-details-price">
                <span className="visually-hidden">{productEn["product.price"]}: </span>
                {formatUsd(product.price)}
              </p>
              <p className="mb-3">
                <span className={`badge stock-badge ${inStock ? "stock-in" : "stock-out"}`}>
                  {inStock ? en["product.inStock"] : en["product.outStock"]}
                </span>
              </p>
              <p className="product-processing">
                <Icon name="clock" size={18} className="flex-shrink-0" />
                <span>{productEn["product.processingTime"]}</span>
              </p>
              <h2 className="product-details-subtitle">{productEn["product.description"]}</h2>
              <p className="product-description">{product.description}</p>

              {notice ? (
                <Notice key={notice.id} kind={notice.kind} title={notice.title}>
                  {notice.message}
                </Notice>
              ) : null}

              <Form method="post" preventScrollReset className="product-buy">
                <div className="product-buy-quantity">
                  <label htmlFor="quantity" className="form-label">
                    {productEn["product.quantity"]}
                  </label>
                  <QuantityStepper id="quantity" name="quantity" />
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
                    {busyIntent === "cart" ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : <Icon name="bag" size={18} className="me-2" />}
                    {productEn["product.addToCart"]}
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
                    {busyIntent === "wishlist" ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : <Icon name="heart" size={18} className="me-2" />}
                    {productEn["product.addToWishlist"]}
                  </button>
                </div>
              </Form>
            </div>
          </div>
        </div>

        {more.length ? (
          <section className="store-subsection" aria-labelledby="more-title">
            <h2 id="more-title" className="section-title mb-4">
              {productEn["product.moreProducts"]}
            </h2>
            <ProductGrid products={more} columns="row-cols-2 row-cols-md-3 row-cols-xl-6" imageSizes={imageSizes.productRowOfSix} />
          </section>
        ) : null}
      </div>

      <div id="zoom" className="zoom-overlay" role="dialog" aria-label={product.name}>
        <a className="zoom-close" href="#main-image" aria-label={productEn["product.closeImage"]}>
          <Icon name="close" size={28} />
        </a>
        <ProductImage product={product} index={imageIndex} className="zoom-image" sizes={zoomSizes(product.images[imageIndex])} />
      </div>
    </>
  );
}
