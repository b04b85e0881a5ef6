import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { apiClient, pageLocale, textsFor } from "~/components/store/pages.server";
import { ProductGrid } from "~/components/store/cards";
import { PostCard, postCardData, SectionHeading } from "~/components/store/post-cards";
import { metaI18n, useI18n } from "~/components/i18n";
import { Icon, type IconName } from "~/components/store/icons";
import { brandNames } from "~/lib/brands";
import { categoryPageBySlug, typeLabelId } from "~/lib/catalog";
import { HIGH_FETCH_PRIORITY, type ImagePreloadHandle } from "~/lib/images";
import { HOME_POSTS, HOME_PRODUCTS, SALE_PERCENTS } from "~/lib/limits";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";
import type { TextId } from "~/lib/text-ids";

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return seoMeta(matches, { title: t("page.home"), description: t("seo.home"), path: routes.home() });
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  // The catalogue in the page's language (English where a text is not translated).
  const api = apiClient(context, null, { locale });
  // Only what the page shows: the API sorts and cuts the lists.
  const [products, posts] = await Promise.all([
    api.products.list({ limit: HOME_PRODUCTS, sort: "newest" }, { total: false }),
    api.posts.list({ limit: HOME_POSTS, sort: "newest" }, { total: false }),
  ]);
  if (products.status === 503 || posts.status === 503) throw new Response("Unavailable", { status: 503 });
  return { products: products.data ?? [], posts: (posts.data ?? []).map(postCardData), ...textsFor(locale, "home") };
}

const perks: { icon: IconName; text: TextId }[] = [
  { icon: "truck", text: "home.perkDelivery" },
  { icon: "cash", text: "home.perkPayment" },
  { icon: "headset", text: "home.perkSupport" },
];

/** The art files are 600 × 400 (app/db/demo/art.ts saleTileSvg). */
const SALE_ART = { width: 600, height: 400 };
const saleTiles = (Object.keys(SALE_PERCENTS) as (keyof typeof SALE_PERCENTS)[]).map((slug) => ({
  slug,
  title: typeLabelId(categoryPageBySlug(slug)?.type ?? slug),
  percent: SALE_PERCENTS[slug],
}));

const HERO_ART = routes.storeArt("store/hero.svg");

/** The hero's art is the page's largest picture, on phones and desktops alike. */
export const handle: ImagePreloadHandle = { preloadImage: () => ({ href: HERO_ART }) };

function Hero() {
  const { t, path } = useI18n();
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <img className="home-hero-image" src={HERO_ART} alt="" width={1600} height={600} {...HIGH_FETCH_PRIORITY} />
      <div className="container home-hero-content">
        <p className="home-hero-eyebrow">{t("home.heroEyebrow")}</p>
        <h1 id="hero-title" className="home-hero-title">
          {t("home.heroTitle")}
        </h1>
        <p className="home-hero-text">{t("home.heroText")}</p>
        <Link className="btn btn-dark btn-lg store-btn" to={path(routes.about())}>
          {t("home.readMore")}
          {/* "Read More" alone says nothing to a search engine or a screen reader listing links. */}
          <span className="visually-hidden"> {t("home.readMoreAbout")}</span>
          <Icon name="arrowEnd" size={18} className="ms-2" />
        </Link>
      </div>
    </section>
  );
}

function Perks() {
  const { t } = useI18n();
  return (
    <ul className="home-perks container list-unstyled">
      {perks.map((perk) => (
        <li key={perk.icon}>
          <Icon name={perk.icon} size={22} />
          <span>{t(perk.text)}</span>
        </li>
      ))}
    </ul>
  );
}

function Sales() {
  const { t, path } = useI18n();
  return (
    <section className="container home-section" aria-labelledby="sales-title">
      <h2 id="sales-title" className="visually-hidden">
        {t("home.saleHeading")}
      </h2>
      <div className="row g-3">
        <div className="col-lg-6">
          <article className="sale-tile sale-tile-large">
            <img src={routes.storeArt("store/sale-women.svg")} alt="" width={SALE_ART.width} height={SALE_ART.height} loading="lazy" />
            <div className="sale-tile-text">
              <p className="sale-tile-kicker">{t(typeLabelId("women_s_clothing"))}</p>
              <h3 className="sale-tile-percent">{t("home.heroSale")}</h3>
              <p className="mb-3">{t("home.heroSaleText")}</p>
              <Link className="btn btn-dark store-btn stretched-link" to={path(routes.category("women"))}>
                {t("home.shopNow")}
              </Link>
            </div>
          </article>
        </div>
        <div className="col-lg-6">
          <div className="row g-3 h-100">
            {saleTiles.map((tile) => (
              <div className="col-6" key={tile.slug}>
                <article className="sale-tile">
                  <img
                    src={routes.storeArt(`store/sale-${tile.slug}.svg`)}
                    alt=""
                    width={SALE_ART.width}
                    height={SALE_ART.height}
                    loading="lazy"
                  />
                  <div className="sale-tile-text">
                    <h3 className="sale-tile-kicker">
                      <Link
                        className="stretched-link"
                        to={path(routes.category(tile.slug))}
                        aria-label={t("sale.tileLabel", { title: t(tile.title), percent: tile.percent })}
                      >
                        {t(tile.title)}
                      </Link>
                    </h3>
                    <p className="sale-tile-percent" aria-hidden="true">
                      {t("sale.percent", { percent: tile.percent })} <span className="sale-tile-off">{t("home.saleOff")}</span>
                    </p>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const { products, posts } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <Hero />
      <Perks />
      <Sales />

      <section className="container home-section" aria-labelledby="launches-title">
        <SectionHeading id="launches-title" title={t("home.newLaunches")} text={t("home.newLaunchesText")} />
        {products.length ? <ProductGrid products={products} /> : <p className="text-body-secondary">{t("home.noProducts")}</p>}
      </section>

      <section className="home-brands" aria-labelledby="brands-title">
        <div className="container">
          <h2 id="brands-title" className="section-title text-center mb-4">
            {t("home.topBrands")}
          </h2>
          <ul className="home-brand-list list-unstyled">
            {brandNames.map((brand, index) => (
              <li key={brand}>
                <img
                  src={routes.storeArt(`store/brand-${index}.svg`)}
                  alt={t("brand.logoAlt", { brand })}
                  width={300}
                  height={120}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container home-section" aria-labelledby="posts-title">
        <SectionHeading id="posts-title" title={t("home.posts")} text={t("home.postsText")} />
        {posts.length ? (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-4 list-unstyled mb-0">
            {posts.map((post) => (
              <li className="col" key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">{t("home.noPosts")}</p>
        )}
      </section>
    </>
  );
}
