import { Link } from "@remix-run/react";
import { Money, useI18n, type I18n } from "~/components/i18n";
import { categoryLabelId, isInStock } from "~/lib/catalog";
import { HIGH_FETCH_PRIORITY, imageSource, type ImagePreload } from "~/lib/images";
import { routes } from "~/lib/routes";
import type { Product } from "~/lib/types";

export type Heading = "h2" | "h3";

/** The demo's product pictures are 800 × 800; the size assumed for an image whose size is not known yet. Cards crop to a square. */
export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_FALLBACK = { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };

/**
 * The `sizes` of each layout a picture appears in: its width at each Bootstrap 5 breakpoint (containers of
 * 540/720/960/1140/1320 px with 0.75rem padding, the row gutters of app/styles/store.css), so that the browser
 * picks the smallest variant that is sharp on the screen at hand.
 */
export const imageSizes = {
  /** Product cards 2, 3 (md) and 4 (xl) across the container: home, wishlist. */
  productGrid:
    "(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 296px, (min-width: 768px) 222px, (min-width: 576px) 250px, calc(50vw - 20px)",
  /** The same grid in the nine columns beside the category filters. */
  categoryGrid:
    "(min-width: 1400px) 224px, (min-width: 1200px) 190px, (min-width: 992px) 216px, (min-width: 768px) 222px, (min-width: 576px) 250px, calc(50vw - 20px)",
  /** Gallery thumbnails and cart lines, 4.5rem squares. */
  thumbnail: "72px",
} as const;

interface PictureOptions {
  className?: string;
  alt: string;
  sizes: string;
  /** Above the fold: loaded at once rather than when scrolled near. */
  eager?: boolean;
  /** The page's largest picture: fetched first (the page also preloads it). */
  priority?: boolean;
  /** Fixed width and height attributes, when CSS shows the picture in a fixed box anyway. */
  box?: number;
}

export function Picture({
  source,
  className,
  alt,
  sizes,
  eager = false,
  priority = false,
  box,
}: PictureOptions & { source: ReturnType<typeof imageSource> }) {
  const lazy = !eager && !priority;
  return (
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      alt={alt}
      width={box ?? source.width}
      height={box ?? source.height}
      loading={lazy ? "lazy" : "eager"}
      decoding={lazy ? "async" : undefined}
      {...(priority ? HIGH_FETCH_PRIORITY : {})}
    />
  );
}

export function productImageSource(product: Pick<Product, "images">, index = 0) {
  const image = product.images[index];
  return image ? imageSource(image, routes.productImage, PRODUCT_FALLBACK) : null;
}

/** What the document head preloads for a page's largest picture. */
export function imagePreload(source: ReturnType<typeof imageSource> | null, sizes: string): ImagePreload | null {
  if (!source) return null;
  return source.srcSet ? { href: source.src, srcSet: source.srcSet, sizes } : { href: source.src };
}

export function ProductImage({
  product,
  index = 0,
  sizes = imageSizes.productGrid,
  ...options
}: Omit<PictureOptions, "alt" | "sizes"> & {
  product: Pick<Product, "name" | "images">;
  index?: number;
  sizes?: string;
}) {
  const { t } = useI18n();
  const source = productImageSource(product, index);
  if (!source) return <div className={`store-image-missing ${options.className ?? ""}`} aria-hidden="true" />;
  const alt = index === 0 ? product.name : t("product.imageAlt", { name: product.name, number: index + 1 });
  return <Picture source={source} alt={alt} sizes={sizes} {...options} />;
}

/**
 * A product's category in the page's language: its stored value (`cotton_bags`) names its text. A value the
 * catalogue does not know (an old product, for example) is shown as it is stored.
 */
export function categoryText(t: I18n["t"], category: string): string {
  const id = categoryLabelId(category);
  const label = t(id);
  return label === id ? category : label;
}

/**
 * A product's price, as the storefront and the back office show it. On sale: the price before it, struck through,
 * the price paid, then the percentage off ("-20%"), each price named for screen readers ("Original price: …
 * Sale price: …"); `label` names a price that is not on sale. Nothing is computed here: the pages' API client
 * marks a product on sale with its `percentOff`, so the browser needs no money arithmetic.
 */
export function PriceText({ product, label }: { product: Product; label?: string }) {
  const { t } = useI18n();
  const off = product.percentOff;
  const was = off && product.compareAtPrice;
  const hidden = (text?: string) => (text ? <span className="visually-hidden">{` ${text} `}</span> : null);
  return (
    <>
      {was ? (
        <s className="price-was">
          {hidden(t("sale.was"))}
          <Money amount={was} />
        </s>
      ) : null}
      {hidden(was ? t("sale.now") : label)}
      <Money amount={product.price} />
      {was ? (
        <>
          {" "}
          <span className="badge sale-badge">{t("sale.off", { percent: off })}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * One link covers the whole card (stretched), so a screen reader hears each product once. A product with colours
 * shows once, with the picture of the colour that matched the list's colour filter, else of its first colour in
 * stock (the pages' API client puts its pictures first).
 */
export function ProductCard({
  product,
  heading: HeadingTag = "h3",
  eager = false,
  imageSizes: sizes = imageSizes.productGrid,
}: {
  product: Product;
  heading?: Heading;
  eager?: boolean;
  imageSizes?: string;
}) {
  const { t, path } = useI18n();
  const inStock = isInStock(product.quantity);
  return (
    <article className="product-card">
      <div className="product-card-media">
        <ProductImage product={product} eager={eager} sizes={sizes} />
        <div className="product-card-badges">
          {product.isNew === "true" ? <span className="badge store-badge-new">{t("product.new")}</span> : null}
          {inStock ? null : <span className="badge text-bg-light">{t("product.outStock")}</span>}
        </div>
      </div>
      <div className="product-card-body">
        <p className="product-card-category">{categoryText(t, product.categories)}</p>
        <HeadingTag className="product-card-title">
          {/* The catalogue's own words may be in another language than the page's (a name not translated yet): isolated, they keep their own direction. */}
          <Link className="stretched-link" to={path(routes.singleProduct(product.id))} dir="auto">
            {product.name}
          </Link>
        </HeadingTag>
        <p className="product-card-price">
          <PriceText product={product} />
        </p>
        {product.colorNames ? (
          // Dots for the eye; a screen reader hears the colours' names in one sentence, written by the pages' API client.
          <p className="product-card-colors">
            <span className="visually-hidden">{product.colorNames}</span>
            {product.colors?.map((color) => (
              <span key={color.id} style={{ background: color.hex }} />
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  heading,
  eagerCount = 0,
  columns = "row-cols-2 row-cols-md-3 row-cols-xl-4",
  imageSizes: sizes = imageSizes.productGrid,
}: {
  products: Product[];
  heading?: Heading;
  eagerCount?: number;
  /** Bootstrap row-cols classes. */
  columns?: string;
  /** The `sizes` that match the columns (one of imageSizes). */
  imageSizes?: string;
}) {
  return (
    <ul className={`row ${columns} g-3 g-lg-4 list-unstyled mb-0 product-grid`}>
      {products.map((product, index) => (
        <li className="col" key={product.id}>
          <ProductCard product={product} heading={heading} eager={index < eagerCount} imageSizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
