/**
 * The blog's cards and pictures. Apart from the product cards (./cards), so that the product, category and
 * cart pages, which show no post, do not download them.
 */
import { Link } from "@remix-run/react";
import { useI18n } from "~/components/i18n";
import { imageSource, smallestImage } from "~/lib/images";
import { routes } from "~/lib/routes";
import type { Post } from "~/lib/types";
import { Picture, type Heading } from "./cards";
import { Icon } from "./icons";

/**
 * The `sizes` of the blog's pictures, as ./cards `imageSizes` gives the products' (kept here, so that the pages
 * without posts do not download them).
 */
export const postImageSizes = {
  /** Post cards 1, 2 (sm) and 4 (xl) across the container. */
  postCard:
    "(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 456px, (min-width: 768px) 336px, (min-width: 576px) 246px, calc(100vw - 24px)",
  /** A post's cover, in the eight columns beside the recent posts from lg up. */
  postCover:
    "(min-width: 1400px) 848px, (min-width: 1200px) 728px, (min-width: 992px) 608px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)",
  /** Recent posts beside a post, 6rem wide. */
  recentPost: "96px",
} as const;

export const POST_COVER_WIDTH = 1200;
export const POST_COVER_HEIGHT = 630;
const POST_COVER_FALLBACK = { width: POST_COVER_WIDTH, height: POST_COVER_HEIGHT };

export function postCoverSource(post: Pick<Post, "imgUrl" | "imgWidth" | "imgHeight">) {
  return imageSource({ url: post.imgUrl, width: post.imgWidth, height: post.imgHeight }, routes.postImage, POST_COVER_FALLBACK);
}

/** A banner shows its picture blurred and darkened behind the title: the smallest copy looks the same there. */
export function postBackdrop(post: Pick<Post, "imgUrl" | "imgWidth" | "imgHeight">) {
  return smallestImage({ url: post.imgUrl, width: post.imgWidth, height: post.imgHeight }, routes.postImage, POST_COVER_FALLBACK);
}

/** A card shows no article body; loaders drop it so a page never carries whole posts in its data. */
export function postCardData(post: Post): Post {
  return { ...post, content: "" };
}

export function PostCard({ post, heading: HeadingTag = "h3" }: { post: Post; heading?: Heading }) {
  const { t, date, path } = useI18n();
  return (
    <article className="post-card">
      <div className="post-card-media">
        <Picture source={postCoverSource(post)} alt={t("post.coverAlt", { title: post.title })} sizes={postImageSizes.postCard} />
      </div>
      <div className="post-card-body">
        <p className="post-meta">
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="calendar" size={14} />
            <time dateTime={post.createAt}>{date(post.createAt)}</time>
          </span>
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="user" size={14} />
            <bdi>{post.author}</bdi>
          </span>
        </p>
        <HeadingTag className="post-card-title">
          <Link className="stretched-link" to={path(routes.singlePost(post.id))} dir="auto">
            {post.title}
          </Link>
        </HeadingTag>
        <p className="post-card-text" dir="auto">
          {post.description}
        </p>
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
