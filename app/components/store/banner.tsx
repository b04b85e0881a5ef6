import { Link } from "@remix-run/react";
import { useI18n } from "~/components/i18n";
import { HIGH_FETCH_PRIORITY } from "~/lib/images";
import { routes } from "~/lib/routes";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The page banner: a decorative picture (empty alt: the title says it all),
 * the breadcrumb and the page's one h1. Crumb links are storefront paths (`/women`): the banner puts them
 * in the page's language.
 */
export function PageBanner({
  title,
  image,
  imageWidth = 1600,
  imageHeight = 400,
  imagePriority = false,
  crumbs = [],
  tone = "light",
  titleAs: TitleTag = "h1",
  current,
  children,
}: {
  title: string;
  /** "p" when the page's h1 is further down (the product page names the product beside its pictures). */
  titleAs?: "h1" | "p";
  /** The last breadcrumb, when it is not the title. */
  current?: string;
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** The picture is the page's largest (the page also preloads it): fetched first. */
  imagePriority?: boolean;
  crumbs?: Crumb[];
  /** "dark" puts light text on a darkened picture (product and post banners). */
  tone?: "light" | "dark";
  children?: React.ReactNode;
}) {
  const { t, path } = useI18n();
  // A section is named by its heading; a banner whose title is not the page's heading is only a box.
  const Box = TitleTag === "h1" ? "section" : "div";
  return (
    <Box className={`page-banner page-banner-${tone}`}>
      {image ? (
        <img
          className="page-banner-image"
          src={image}
          alt=""
          width={imageWidth}
          height={imageHeight}
          {...(imagePriority ? HIGH_FETCH_PRIORITY : {})}
        />
      ) : null}
      <div className="container page-banner-content">
        <nav aria-label={t("nav.breadcrumb")}>
          <ol className="breadcrumb mb-2">
            <li className="breadcrumb-item">
              <Link to={path(routes.home())}>{t("nav.home")}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li className="breadcrumb-item" key={crumb.label}>
                {crumb.to ? <Link to={path(crumb.to)}>{crumb.label}</Link> : <bdi>{crumb.label}</bdi>}
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              <bdi>{current ?? title}</bdi>
            </li>
          </ol>
        </nav>
        <TitleTag className="page-banner-title">
          <bdi>{title}</bdi>
        </TitleTag>
        {children}
      </div>
    </Box>
  );
}
