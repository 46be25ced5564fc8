import { useRef } from "react";
import type { Partner } from "../../content/types";
import { useT } from "../../i18n/messages";
import { CAROUSEL_COPIES } from "./carousel-motion";
import { useCarouselMotion } from "./use-carousel-motion";

/**
 * The partner logos, tripled so the strip loops without a visible jump. Only the first copy is
 * exposed to assistive technology and the keyboard. Under reduced motion the strip stands still
 * and the logos wrap onto several lines instead. The strip runs left to right on every page, right-to-left ones
 * included (`dir="ltr"`): its motion (a translateX and the viewport's scrollLeft) is the same in every language.
 * The logos' alt texts are the partners' names: brand names, the same in every language.
 */
export function PartnerCarousel({ partners }: { partners: readonly Partner[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  useCarouselMotion(viewportRef, trackRef, partners.length);
  const t = useT("home");

  return (
    <div
      ref={viewportRef}
      dir="ltr"
      className="overflow-hidden mask-x-from-85% mask-x-to-100% motion-reduce:overflow-visible motion-reduce:mask-none"
    >
      <ul
        ref={trackRef}
        aria-label={t("home.partners.label")}
        className="flex w-max will-change-transform motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:justify-center"
      >
        {Array.from({ length: CAROUSEL_COPIES }, (_, copy) =>
          partners.map((partner, index) => (
            <li
              key={`${copy}-${partner.id}`}
              data-index={index}
              aria-hidden={copy > 0 ? true : undefined}
              className={`flex w-[106px] shrink-0 justify-center py-2 ${copy > 0 ? "motion-reduce:hidden" : ""}`}
            >
              <PartnerLogo partner={partner} focusable={copy === 0} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}

function PartnerLogo({ partner, focusable }: { partner: Partner; focusable: boolean }) {
  const logo = (
    <img
      src={partner.imageUrl}
      alt={partner.name}
      width={90}
      height={40}
      loading="lazy"
      decoding="async"
      className="block h-10 w-[90px] opacity-75 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
    />
  );
  if (!partner.url) return logo;
  return (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={focusable ? undefined : -1}
      className="group block rounded-lg"
    >
      {logo}
    </a>
  );
}
