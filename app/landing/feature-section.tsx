import { PRODUCT_NAME } from "../config";
import type { Feature, Section } from "../content/types";
import { useT } from "../i18n/messages";
import { usePhrases } from "../i18n/phrases";
import { InlineScreenshot } from "./mockup/desktop-mockup";
import { SectionShell } from "./section-shell";
import { sectionHeading, sectionText } from "./section-text";

/** Wallet, social, eSIMs and VPNs: title, optional subtitle, description and feature cards. */
export function FeatureSection({ section }: { section: Section }) {
  const t = useT("home");
  const text = sectionText(t, section.id);
  const heading = sectionHeading(usePhrases("home"), section.id);
  return (
    <SectionShell section={section}>
      <h2 id={`${section.id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {heading.title}
      </h2>
      {heading.subtitle && <p className="mt-2 text-lg font-medium text-accent-300">{heading.subtitle}</p>}
      <p className="mt-4 max-w-2xl text-lg/relaxed text-muted">{text.description}</p>
      <InlineScreenshot section={section} />
      <FeatureGrid features={section.features} />
    </SectionShell>
  );
}

function FeatureGrid({ features }: { features: readonly Feature[] }) {
  const t = useT("home");
  const p = usePhrases("home");
  if (features.length === 0) return null;
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.id} className="rounded-2xl border border-line bg-panel p-5">
          <h3 className="font-semibold">{p(`home.feature.${feature.id}.name`)}</h3>
          <p className="mt-1.5 text-sm/relaxed text-muted">
            {t(`home.feature.${feature.id}.description`, { name: PRODUCT_NAME })}
          </p>
        </li>
      ))}
    </ul>
  );
}
