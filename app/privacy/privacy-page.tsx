import type { ReactNode } from "react";
import { FLOW_MEDIA_BASE, PRODUCT_NAME, RELAYS, SITE_URL } from "../config";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";
import { usePhrases } from "../i18n/phrases";
import { richMessage } from "../i18n/rich-message";
import { mediaHost } from "./media-host";

const flowMediaHost = mediaHost(FLOW_MEDIA_BASE, SITE_URL);

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-muted">{children}</div>
    </section>
  );
}

/** Code, a URL or a host name inside translated text: left to right and isolated, also on right-to-left pages. */
function Code({ children }: { children: string }) {
  return (
    <code dir="ltr" className="text-text">
      {children}
    </code>
  );
}

/** What this website does with a visitor's data, from the build's own settings (relays, media host). */
export function PrivacyPage() {
  const t = useT("privacy");
  const p = usePhrases("privacy");
  const testFlowsLink = (
    <LocalLink to="/test-flows" className="text-text underline underline-offset-2 hover:text-accent-400">
      {t("privacy.testFlows.link")}
    </LocalLink>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">
      <h1 className="pt-10 text-4xl font-bold">{p("privacy.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("privacy.intro", { name: PRODUCT_NAME })}</p>

      <Section id="no-tracking" title={p("privacy.noTracking.title")}>
        <p>{t("privacy.noTracking.body")}</p>
      </Section>

      <Section id="relays" title={p("privacy.relays.title")}>
        <p>{t("privacy.relays.intro")}</p>
        <ul className="list-disc space-y-1 ps-6">
          {RELAYS.map((relay) => (
            <li key={relay}>
              <Code>{relay}</Code>
            </li>
          ))}
        </ul>
        <p>{t("privacy.relays.body")}</p>
      </Section>

      <Section id="images" title={p("privacy.images.title")}>
        <p>{t("privacy.images.body")}</p>
      </Section>

      <Section id="referrer" title={p("privacy.referrer.title")}>
        <p>{richMessage(t, "privacy.referrer.body", {}, { policy: <Code>same-origin</Code> })}</p>
      </Section>

      <Section id="article-actions" title={p("privacy.articleActions.title")}>
        <p>{richMessage(t, "privacy.articleActions.body", {}, { host: <bdi dir="ltr">njump.me</bdi> })}</p>
      </Section>

      <Section id="test-flows" title={p("privacy.testFlows.title")}>
        <p>
          {flowMediaHost
            ? richMessage(
                t,
                "privacy.testFlows.bodyOtherHost",
                {},
                {
                  link: testFlowsLink,
                  host: <Code>{flowMediaHost}</Code>,
                },
              )
            : richMessage(t, "privacy.testFlows.bodyThisSite", {}, { link: testFlowsLink })}
        </p>
      </Section>

      <Section id="app-store" title={p("privacy.appStore.title")}>
        <p>{t("privacy.appStore.body")}</p>
      </Section>
    </article>
  );
}
