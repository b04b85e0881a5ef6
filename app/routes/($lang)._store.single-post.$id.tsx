import { redirect, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { apiClient, pageLocale, postJsonLd, siteUrlOf, storeNameOf } from "~/components/store/pages.server";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { imagePreload, Picture } from "~/components/store/cards";
import { postBackdrop, postCardData, postCoverSource, postImageSizes } from "~/components/store/post-cards";
import { Icon } from "~/components/store/icons";
import { productIdFrom } from "~/lib/cart";
import type { ImagePreloadHandle } from "~/lib/images";
import { RECENT_POSTS } from "~/lib/limits";
import { DEFAULT_LOCALE, localizedPath } from "~/lib/i18n";
import { metaTitle, seoMeta } from "~/lib/seo";
import { routes } from "~/lib/routes";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  if (!data) return metaTitle(t("notFound.title"), matches);
  const { post, jsonLd } = data;
  return seoMeta(matches, {
    title: post.title,
    description: post.description,
    path: routes.singlePost(post.id),
    image: {
      src: routes.postImage(post.imgUrl),
      alt: t("post.coverAlt", { title: post.title }),
      width: post.imgWidth,
      height: post.imgHeight,
    },
    type: "article",
    jsonLd,
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Post ids follow the same rule as product ids: a positive whole number.
  const locale = pageLocale(params);
  const id = productIdFrom(params.id);
  if (id === null) throw redirect(localizedPath(routes.pageNotFound(), locale));
  // The posts in the page's language (English where a text is not translated).
  const api = apiClient(context, null, { locale });
  const [post, recent] = await Promise.all([
    api.posts.single(id),
    api.posts.list({ limit: RECENT_POSTS, sort: "newest" }, { total: false }),
  ]);
  if (post.status !== 200) throw redirect(localizedPath(routes.pageNotFound(), locale));
  return {
    post: post.data,
    recent: (recent.data ?? []).map(postCardData),
    jsonLd: postJsonLd(post.data, siteUrlOf(context, request), storeNameOf(context)),
  };
}

/** The cover is the page's largest picture. */
export const handle: ImagePreloadHandle = {
  preloadImage: (data) => imagePreload(postCoverSource((data as SerializeFrom<typeof loader>).post), postImageSizes.postCover),
};

/** Free-text tags and categories ("summer, linen") shown one chip each. */
function splitList(text: string): string[] {
  return text
    .split(/[,;#]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export default function SinglePost() {
  const { post, recent } = useLoaderData<typeof loader>();
  const tags = splitList(post.tags);
  const categories = splitList(post.categories);
  const backdrop = postBackdrop(post);
  const { t, date, path, locale } = useI18n();
  // The author's name may be written in another script than the page's: isolated (FSI … PDI), it keeps its order.
  const isolatedAuthor = locale === DEFAULT_LOCALE ? post.author : `\u2068${post.author}\u2069`;
  return (
    <>
      <PageBanner
        title={post.title}
        crumbs={[{ label: t("home.posts") }]}
        tone="dark"
        image={backdrop.src}
        imageWidth={backdrop.width}
        imageHeight={backdrop.height}
      >
        <p className="post-meta post-meta-banner">
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="user" size={16} />
            {t("post.byAuthor", { author: isolatedAuthor })}
          </span>
          <span className="d-inline-flex align-items-center gap-1">
            <Icon name="calendar" size={16} />
            <time dateTime={post.createAt}>{date(post.createAt)}</time>
          </span>
        </p>
      </PageBanner>
      <div className="container store-section">
        <div className="row g-4 g-lg-5">
          <article className="col-lg-8">
            <Picture
              className="post-cover"
              source={postCoverSource(post)}
              alt={t("post.coverAlt", { title: post.title })}
              sizes={postImageSizes.postCover}
              priority
            />
            {post.description ? (
              <p className="post-lead" dir="auto">
                {post.description}
              </p>
            ) : null}
            {/* The API sanitizes post HTML when it is written, so it is safe to render here. */}
            <div className="post-content" dir="auto" dangerouslySetInnerHTML={{ __html: post.content }} />
            {categories.length || tags.length ? (
              <dl className="post-taxonomy">
                {categories.length ? (
                  <div>
                    <dt>{t("post.categories")}</dt>
                    <dd>
                      {categories.map((category) => (
                        <span className="post-chip" key={category}>
                          <bdi>{category}</bdi>
                        </span>
                      ))}
                    </dd>
                  </div>
                ) : null}
                {tags.length ? (
                  <div>
                    <dt>{t("post.tags")}</dt>
                    <dd>
                      {tags.map((tag) => (
                        <span className="post-chip" key={tag}>
                          <Icon name="tag" size={14} />
                          <bdi>{tag}</bdi>
                        </span>
                      ))}
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </article>
          <aside className="col-lg-4" aria-labelledby="recent-title">
            <div className="recent-posts">
              <h2 id="recent-title" className="filter-title">
                {t("post.recent")}
              </h2>
              <ul className="list-unstyled mb-0">
                {recent.map((item) => (
                  <li key={item.id} className="recent-post">
                    <Picture source={postCoverSource(item)} alt="" sizes={postImageSizes.recentPost} />
                    <div>
                      <Link
                        className="recent-post-title"
                        to={path(routes.singlePost(item.id))}
                        aria-current={item.id === post.id ? "page" : undefined}
                      >
                        <bdi>{item.title}</bdi>
                      </Link>
                      <p className="post-meta mb-0">
                        <bdi>{item.author}</bdi>
                        <time dateTime={item.createAt}>{date(item.createAt)}</time>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
