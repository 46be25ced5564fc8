import { PRODUCT_NAME } from "../../config";
import type { Section } from "../../content/types";
import { useT } from "../../i18n/messages";
import { usePhrases } from "../../i18n/phrases";
import { InlineScreenshot } from "../mockup/desktop-mockup";
import { AppStoreQr } from "../qr/app-store-qr";
import { SectionShell } from "../section-shell";
import { sectionHeading, sectionText } from "../section-text";
import { AppStoreBadge } from "./app-store-badge";
import { IphoneOnlyNote } from "./iphone-note";

/**
 * The pitch, the App Store badge (showIosBadge) and the scan-to-download QR code (qrCode), then a note for browsers
 * not on iOS. Below 768 px the badge comes first and the QR code is not shown: a phone cannot scan its own screen.
 */
export function HeroSection({ section }: { section: Section }) {
  const t = useT("home");
  const text = sectionText(t, section.id);
  const p = usePhrases("home");
  const heading = sectionHeading(p, section.id);
  return (
    <SectionShell section={section}>
      {heading.subtitle && (
        <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{heading.subtitle}</p>
      )}
      <h1 id={`${section.id}-title`} className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        {heading.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg/relaxed text-muted">{text.description}</p>
      <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-6">
        {section.showIosBadge && (
          <div className="md:order-last">
            <AppStoreBadge />
          </div>
        )}
        {section.qrCode && (
          <figure className="hidden items-center gap-4 md:flex">
            <AppStoreQr
              label={t("home.hero.qr.label", { name: PRODUCT_NAME })}
              className="size-[148px] rounded-xl ring-1 ring-line"
            />
            <figcaption className="max-w-36 text-sm text-muted">
              {p("home.hero.qr.caption", { name: PRODUCT_NAME })}
            </figcaption>
          </figure>
        )}
      </div>
      {section.showIosBadge && <IphoneOnlyNote />}
      <InlineScreenshot section={section} />
    </SectionShell>
  );
}
