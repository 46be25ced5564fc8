import { PRODUCT_NAME } from "../../config";
import { partners } from "../../content/partners";
import { PartnerCarousel } from "./partner-carousel";

/** The partner logo strip; rendered by the page, not one of the section data's scroll sections. */
export function PartnersSection() {
  return (
    <section id="partners" aria-labelledby="partners-title" className="border-t border-line py-16">
      <div className="mx-auto max-w-6xl px-6 text-center">
        <h2 id="partners-title" className="text-2xl font-bold tracking-tight">
          Built with the open ecosystem
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          {PRODUCT_NAME} builds on open protocols and open-source projects like these. Names and marks belong to their
          owners; listing them does not imply their endorsement.
        </p>
      </div>
      <div className="mx-auto mt-10 max-w-6xl">
        <PartnerCarousel partners={partners} />
      </div>
    </section>
  );
}
