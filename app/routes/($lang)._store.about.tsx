import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageBanner } from "~/components/store/banner";
import { Icon, type IconName } from "~/components/store/icons";
import { aboutEn } from "~/components/store/messages/about";
import { en } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: aboutEn["page.about"], description: aboutEn["seo.about"], path: routes.about() });

const advantages: { icon: IconName; title: string; text: string }[] = [
  { icon: "award", title: aboutEn["about.professionality"], text: aboutEn["about.professionalityText"] },
  { icon: "shield", title: aboutEn["about.security"], text: aboutEn["about.securityText"] },
  { icon: "bolt", title: aboutEn["about.rapidity"], text: aboutEn["about.rapidityText"] },
];

export default function About() {
  return (
    <>
      <PageBanner title={aboutEn["page.about"]} image={routes.storeArt("store/banner-about.svg")} />
      <div className="container store-section">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-6">
            <h2 className="section-title">{aboutEn["about.heading"]}</h2>
            <p className="about-lead">{aboutEn["about.story1"]}</p>
            <p className="text-body-secondary">{aboutEn["about.story2"]}</p>
            <Link className="btn btn-dark store-btn mt-2" to={routes.home()}>
              {aboutEn["about.cta"]}
              <Icon name="arrowEnd" size={18} className="ms-2" />
            </Link>
          </div>
          <div className="col-lg-6">
            <img
              className="about-image"
              src={routes.storeArt("store/sale-women.svg")}
              alt=""
              width={600}
              height={400}
              loading="lazy"
            />
          </div>
        </div>
        <section className="store-subsection" aria-labelledby="advantages-title">
          <h2 id="advantages-title" className="section-title text-center mb-4">
            {aboutEn["about.advantages"]}
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
            {advantages.map((advantage) => (
              <li className="col" key={advantage.title}>
                <div className="advantage-card">
                  <span className="advantage-icon">
                    <Icon name={advantage.icon} size={28} />
                  </span>
                  <h3 className="h5">{advantage.title}</h3>
                  <p className="text-body-secondary mb-0">{advantage.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
