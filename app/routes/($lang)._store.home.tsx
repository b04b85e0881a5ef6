import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { apiClient } from "~/components/store/pages.server";
import { PostCard, postCardData, ProductGrid, SectionHeading } from "~/components/store/cards";
import { Icon, type IconName } from "~/components/store/icons";
import { brandNames } from "~/db/demo/art";
import { categoryPageBySlug } from "~/lib/catalog";
import { HIGH_FETCH_PRIORITY, type ImagePreloadHandle } from "~/lib/images";
import { HERO_SALE_PERCENT, HOME_POSTS, HOME_PRODUCTS, SALE_PERCENTS } from "~/lib/limits";
import { homeEn } from "~/components/store/messages/home";
import { en, say } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: homeEn["page.home"], description: homeEn["seo.home"], path: routes.home() });

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiClient(context);
  // Only what the page shows: the API sorts and cuts the lists.
  const [products, posts] = await Promise.all([
    api.products.list({ limit: HOME_PRODUCTS, sort: "newest" }, { total: false }),
    api.posts.list({ limit: HOME_POSTS, sort: "newest" }, { total: false }),
  ]);
  if (products.status === 503 || posts.status === 503) throw new Response("Unavailable", { status: 503 });
  return { products: products.data ?? [], posts: (posts.data ?? []).map(postCardData) };
}

const perks: { icon: IconName; text: string }[] = [
  { icon: "truck", text: homeEn["home.perkDelivery"] },
  { icon: "cash", text: homeEn["home.perkPayment"] },
  { icon: "headset", text: homeEn["home.perkSupport"] },
];

/** The art files are 600 × 400 (app/db/demo/art.ts saleTileSvg). */
const SALE_ART = { width: 600, height: 400 };
const saleTiles = (Object.keys(SALE_PERCENTS) as (keyof typeof SALE_PERCENTS)[]).map((slug) => ({
  slug,
  title: categoryPageBySlug(slug)?.title ?? slug,
  percent: SALE_PERCENTS[slug],
}));

const HERO_ART = routes.storeArt("store/hero.svg");

/** The hero's art is the page's largest picture, on phones and desktops alike. */
export const handle: ImagePreloadHandle = { preloadImage: () => ({ href: HERO_ART }) };

function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <img className="home-hero-image" src={HERO_ART} alt="" width={1600} height={600} {...HIGH_FETCH_PRIORITY} />
      <div className="container home-hero-content">
        <p className="home-hero-eyebrow">{homeEn["home.heroEyebrow"]}</p>
        <h1 id="hero-title" className="home-hero-title">
          {homeEn["home.heroTitle"]}
        </h1>
        <p className="home-hero-text">{homeEn["home.heroText"]}</p>
        <Link className="btn btn-dark btn-lg store-btn" to={routes.about()}>
          {homeEn["home.readMore"]}
          {/* "Read More" alone says nothing to a search engine or a screen reader listing links. */}
          <span className="visually-hidden"> {homeEn["home.readMoreAbout"]}</span>
          <Icon name="arrowEnd" size={18} className="ms-2" />
        </Link>
      </div>
    </section>
  );
}

function Perks() {
  return (
    <ul className="home-perks container list-unstyled">
      {perks.map((perk) => (
        <li key={perk.icon}>
          <Icon name={perk.icon} size={22} />
          <span>{perk.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Sales() {
  return (
    <section className="container home-section" aria-labelledby="sales-title">
      <h2 id="sales-title" className="visually-hidden">
        {homeEn["home.saleHeading"]}
      </h2>
      <div className="row g-3">
        <div className="col-lg-6">
          <article className="sale-tile sale-tile-large">
            <img src={routes.storeArt("store/sale-women.svg")} alt="" width={SALE_ART.width} height={SALE_ART.height} loading="lazy" />
            <div className="sale-tile-text">
              <p className="sale-tile-kicker">{categoryPageBySlug("women")?.title}</p>
              <h3 className="sale-tile-percent">{homeEn["home.heroSale"]}</h3>
              <p className="mb-3">{homeEn["home.heroSaleText"]}</p>
              <Link className="btn btn-dark store-btn stretched-link" to={routes.category("women")}>
                {homeEn["home.shopNow"]}
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
                      <Link className="stretched-link" to={routes.category(tile.slug)} aria-label={say.saleTileLabel(tile.title, tile.percent)}>
                        {tile.title}
                      </Link>
                    </h3>
                    <p className="sale-tile-percent" aria-hidden="true">
                      {say.salePercent(tile.percent)} <span className="sale-tile-off">{homeEn["home.saleOff"]}</span>
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
  return (
    <>
      <Hero />
      <Perks />
      <Sales />

      <section className="container home-section" aria-labelledby="launches-title">
        <SectionHeading id="launches-title" title={homeEn["home.newLaunches"]} text={homeEn["home.newLaunchesText"]} />
        {products.length ? <ProductGrid products={products} /> : <p className="text-body-secondary">{homeEn["home.noProducts"]}</p>}
      </section>

      <section className="home-brands" aria-labelledby="brands-title">
        <div className="container">
          <h2 id="brands-title" className="section-title text-center mb-4">
            {homeEn["home.topBrands"]}
          </h2>
          <ul className="home-brand-list list-unstyled">
            {brandNames.map((brand, index) => (
              <li key={brand}>
                <img
                  src={routes.storeArt(`store/brand-${index}.svg`)}
                  alt={say.brandLogoAlt(brand)}
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
        <SectionHeading id="posts-title" title={en["home.posts"]} text={homeEn["home.postsText"]} />
        {posts.length ? (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-4 list-unstyled mb-0">
            {posts.map((post) => (
              <li className="col" key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">{homeEn["home.noPosts"]}</p>
        )}
      </section>
    </>
  );
}
