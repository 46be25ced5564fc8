import { Fragment, type ReactNode } from "react";
import { FLOW_MEDIA_BASE, PRODUCT_NAME, RELAYS, SITE_URL } from "../config";
import { LocalLink } from "../i18n/local-link";
import { useT, type MessageKey, type Translate } from "../i18n/messages";
import { mediaHost } from "./media-host";

const flowMediaHost = mediaHost(FLOW_MEDIA_BASE, SITE_URL);

/** Marks an element's place in a message: private-use characters no message contains. */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;

/**
 * A message with elements inside it (a link, a host name): each element goes in as a placeholder's value, so the
 * translation decides where it stands, and the message is split around it.
 */
function withElements(t: Translate, key: MessageKey, elements: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(elements);
  const text = t(key, Object.fromEntries(names.map((name, index) => [name, mark(index)])));
  return text
    .split(MARKS)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{elements[names[Number(part)]!]}</Fragment>));
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
  const testFlowsLink = (
    <LocalLink to="/test-flows" className="text-text underline underline-offset-2 hover:text-accent-400">
      {t("privacy.testFlows.link")}
    </LocalLink>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">
      <h1 className="pt-10 text-4xl font-bold">{t("privacy.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("privacy.intro", { name: PRODUCT_NAME })}</p>

      <Section id="no-tracking" title={t("privacy.noTracking.title")}>
        <p>{t("privacy.noTracking.body")}</p>
      </Section>

      <Section id="relays" title={t("privacy.relays.title")}>
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

      <Section id="images" title={t("privacy.images.title")}>
        <p>{t("privacy.images.body")}</p>
      </Section>

      <Section id="referrer" title={t("privacy.referrer.title")}>
        <p>{withElements(t, "privacy.referrer.body", { policy: <Code>same-origin</Code> })}</p>
      </Section>

      <Section id="article-actions" title={t("privacy.articleActions.title")}>
        <p>{withElements(t, "privacy.articleActions.body", { host: <bdi dir="ltr">njump.me</bdi> })}</p>
      </Section>

      <Section id="test-flows" title={t("privacy.testFlows.title")}>
        <p>
          {flowMediaHost
            ? withElements(t, "privacy.testFlows.bodyOtherHost", {
                link: testFlowsLink,
                host: <Code>{flowMediaHost}</Code>,
              })
            : withElements(t, "privacy.testFlows.bodyThisSite", { link: testFlowsLink })}
        </p>
      </Section>

      <Section id="app-store" title={t("privacy.appStore.title")}>
        <p>{t("privacy.appStore.body")}</p>
      </Section>
    </article>
  );
}
