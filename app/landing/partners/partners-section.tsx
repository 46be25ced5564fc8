import { PRODUCT_NAME } from "../../config";
import { partners } from "../../content/partners";
import { useT } from "../../i18n/messages";
import { usePhrases } from "../../i18n/phrases";
import { PartnerCarousel } from "./partner-carousel";

/** The partner logo strip; rendered by the page, not one of the section data's scroll sections. */
export function PartnersSection() {
  const t = useT("home");
  const p = usePhrases("home");
  return (
    <section id="partners" aria-labelledby="partners-title" className="border-t border-line py-16">
      <div className="mx-auto max-w-6xl px-6 text-center">
        <h2 id="partners-title" className="text-2xl font-bold tracking-tight">
          {p("home.partners.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t("home.partners.body", { name: PRODUCT_NAME })}</p>
      </div>
      <div className="mx-auto mt-10 max-w-6xl">
        <PartnerCarousel partners={partners} />
      </div>
    </section>
  );
}
