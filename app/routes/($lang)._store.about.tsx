import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { Icon, type IconName } from "~/components/store/icons";
import { pageLocale, textsFor } from "~/components/store/pages.server";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";
import type { TextId } from "~/lib/text-ids";

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return seoMeta(matches, { title: t("page.about"), description: t("seo.about"), path: routes.about() });
};

export function loader({ params }: LoaderFunctionArgs) {
  return textsFor(pageLocale(params), "about");
}

const advantages: { icon: IconName; title: TextId; text: TextId }[] = [
  { icon: "award", title: "about.professionality", text: "about.professionalityText" },
  { icon: "shield", title: "about.security", text: "about.securityText" },
  { icon: "bolt", title: "about.rapidity", text: "about.rapidityText" },
];

export default function About() {
  const { t, path } = useI18n();
  return (
    <>
      <PageBanner title={t("page.about")} image={routes.storeArt("store/banner-about.svg")} />
      <div className="container store-section">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-6">
            <h2 className="section-title">{t("about.heading")}</h2>
            <p className="about-lead">{t("about.story1")}</p>
            <p className="text-body-secondary">{t("about.story2")}</p>
            <Link className="btn btn-dark store-btn mt-2" to={path(routes.home())}>
              {t("about.cta")}
              <Icon name="arrowEnd" size={18} className="ms-2" />
            </Link>
          </div>
          <div className="col-lg-6">
            <img className="about-image" src={routes.storeArt("store/sale-women.svg")} alt="" width={600} height={400} loading="lazy" />
          </div>
        </div>
        <section className="store-subsection" aria-labelledby="advantages-title">
          <h2 id="advantages-title" className="section-title text-center mb-4">
            {t("about.advantages")}
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
            {advantages.map((advantage) => (
              <li className="col" key={advantage.title}>
                <div className="advantage-card">
                  <span className="advantage-icon">
                    <Icon name={advantage.icon} size={28} />
                  </span>
                  <h3 className="h5">{t(advantage.title)}</h3>
                  <p className="text-body-secondary mb-0">{t(advantage.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
