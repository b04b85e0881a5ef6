import { Link } from "@remix-run/react";
import { categoryLabel, isInStock } from "~/lib/catalog";
import { formatDate, formatUsd } from "~/lib/format";
import { en, say } from "~/lib/messages";
import { routes } from "~/lib/routes";
import type { Post, Product } from "~/lib/types";
import { Icon } from "./icons";

type Heading = "h2" | "h3";

/** Product images are square (the API keeps them 800 × 800), so every card has the same shape. */
export const PRODUCT_IMAGE_SIZE = 800;
export const POST_COVER_WIDTH = 1200;
export const POST_COVER_HEIGHT = 630;

export function ProductImage({
  product,
  index = 0,
  className,
  eager = false,
  size = PRODUCT_IMAGE_SIZE,
}: {
  product: Pick<Product, "name" | "images">;
  index?: number;
  className?: string;
  eager?: boolean;
  size?: number;
}) {
  const image = product.images[index];
  if (!image) return <div className={`store-image-missing ${className ?? ""}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={routes.productImage(image.url)}
      alt={say.productImageAlt(product.name, index)}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** One link covers the whole card (stretched), so a screen reader hears each product once. */
export function ProductCard({ product, heading: HeadingTag = "h3", eager = false }: { product: Product; heading?: Heading; eager?: boolean }) {
  const inStock = isInStock(product.quantity);
  return (
    <article className="product-card">
      <div className="product-card-media">
        <ProductImage product={product} eager={eager} />
        <div className="product-card-badges">
          {product.isNew === "true" ? <span className="badge store-badge-new">{en["product.new"]}</span> : null}
          {inStock ? null : <span className="badge text-bg-light">{en["product.outStock"]}</span>}
        </div>
      </div>
      <div className="product-card-body">
        <p className="product-card-category">{categoryLabel(product.type, product.categories)}</p>
        <HeadingTag className="product-card-title">
          <Link className="stretched-link" to={routes.singleProduct(product.id)}>
            {product.name}
          </Link>
        </HeadingTag>
        <p className="product-card-price">{formatUsd(product.price)}</p>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  heading,
  eagerCount = 0,
  columns = "row-cols-2 row-cols-md-3 row-cols-xl-4",
}: {
  products: Product[];
  heading?: Heading;
  eagerCount?: number;
  /** Bootstrap row-cols classes. */
  columns?: string;
}) {
  return (
    <ul className={`row ${columns} g-3 g-lg-4 list-unstyled mb-0 product-grid`}>
      {products.map((product, index) => (
        <li className="col" key={product.id}>
          <ProductCard product={product} heading={heading} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function PostCard({ post, heading: HeadingTag = "h3" }: { post: Post; heading?: Heading }) {
  return (
    <article className="post-card">
      <div className="post-card-media">
        <img
          src={routes.postImage(post.imgUrl)}
          alt={say.postCoverAlt(post.title)}
          width={POST_COVER_WIDTH}
          height={POST_COVER_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="post-card-body">
        <p className="post-meta">
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="calendar" size={14} />
            <time dateTime={post.createAt}>{formatDate(post.createAt)}</time>
          </span>
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="user" size={14} />
            {post.author}
          </span>
        </p>
        <HeadingTag className="post-card-title">
          <Link className="stretched-link" to={routes.singlePost(post.id)}>
            {post.title}
          </Link>
        </HeadingTag>
        <p className="post-card-text">{post.description}</p>
      </div>
    </article>
  );
}

export function SectionHeading({ id, title, text, action }: { id: string; title: string; text?: string; action?: React.ReactNode }) {
  return (
    <div className="section-heading">
      <div>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {text ? <p className="section-text">{text}</p> : null}
      </div>
      {action}
    </div>
  );
}
