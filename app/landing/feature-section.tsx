import type { Feature, Section } from "../content/types";
import { InlineScreenshot } from "./mockup/desktop-mockup";
import { SectionShell } from "./section-shell";

/** Wallet, social, eSIMs and VPNs: title, optional subtitle, description and feature cards. */
export function FeatureSection({ section }: { section: Section }) {
  return (
    <SectionShell section={section}>
      <h2 id={`${section.id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {section.title}
      </h2>
      {section.subtitle && <p className="mt-2 text-lg font-medium text-accent-300">{section.subtitle}</p>}
      <p className="mt-4 max-w-2xl text-lg/relaxed text-muted">{section.description}</p>
      <InlineScreenshot section={section} />
      <FeatureGrid features={section.features} />
    </SectionShell>
  );
}

function FeatureGrid({ features }: { features: readonly Feature[] }) {
  if (features.length === 0) return null;
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.name} className="rounded-2xl border border-line bg-panel p-5">
          <h3 className="font-semibold">{feature.name}</h3>
          <p className="mt-1.5 text-sm/relaxed text-muted">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
