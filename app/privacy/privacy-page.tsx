import type { ReactNode } from "react";
import { Link } from "react-router";
import { FLOW_MEDIA_BASE, PRODUCT_NAME, RELAYS, SITE_URL } from "../config";
import { mediaHost } from "./media-host";

const flowMediaHost = mediaHost(FLOW_MEDIA_BASE, SITE_URL);

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

/** What this website does with a visitor's data, from the build's own settings (relays, media host). */
export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">
      <h1 className="pt-10 text-4xl font-bold">Privacy</h1>
      <p className="mt-4 text-lg text-muted">
        {PRODUCT_NAME} is a privacy-first wallet, and its website keeps to the same rule: it takes nothing it does not
        need. Here is exactly what happens when you visit.
      </p>

      <Section id="no-tracking" title="No cookies, no analytics">
        <p>
          The site sets no cookies, stores nothing in your browser and runs no analytics or tracking of any kind. Its
          scripts, styles and fonts all come from the site itself. Like every website, the server that delivers these
          pages sees your IP address and the pages you ask for.
        </p>
      </Section>

      <Section id="relays" title="The blog reads nostr relays">
        <p>
          The blog&apos;s articles live on nostr. Only on the blog pages (the list and each article), your browser
          connects to these relays over WebSockets, straight from your device:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {RELAYS.map((relay) => (
            <li key={relay}>
              <code className="text-text">{relay}</code>
            </li>
          ))}
        </ul>
        <p>
          It asks them for the authors&apos; articles and profiles and for the reactions, replies and zaps those
          articles received; when you scroll to an article&apos;s discussion, for its replies and the profiles of the
          people who wrote them. The relays see your IP address and that the request comes from this site. Opening an
          article asks about that article, so a relay can tell which one you read. No other page of this site contacts a
          relay.
        </p>
      </Section>

      <Section id="images" title="Images: copies on this site, the rest from the authors' hosts">
        <p>
          The site keeps its own copies of the cover images and the authors&apos; pictures it saw when it was last
          built, and shows those. Pictures inside articles, and the covers of articles published since, load from
          wherever their authors published them. Each of those hosts sees your IP address and your browser, as with any
          image on the web. They do not learn which page you are on: the site asks for these images without a referrer.
          The people who reply under an article are shown with a pattern drawn in your browser from their public key,
          never with a picture of their choosing: anyone can reply on nostr, so no host of a replier&apos;s choosing
          ever hears from your browser.
        </p>
      </Section>

      <Section id="referrer" title="Referrer policy">
        <p>
          Every page sets the referrer policy <code className="text-text">same-origin</code>: when you follow a link to
          another site, or a page loads something from another host, your browser does not tell it which page of this
          site you came from. Links to other sites also open without access to this page.
        </p>
      </Section>

      <Section id="article-actions" title="Tips, sharing and nostr apps">
        <p>
          An article&apos;s &quot;Tip with Lightning&quot; link and QR code carry the author&apos;s lightning address;
          this site never contacts that address&apos;s server, only your own wallet does, when you choose to pay.
          &quot;Share&quot; hands the article&apos;s address to your device&apos;s share sheet or clipboard. The links
          to nostr apps and to njump.me are plain links: nothing is asked of anyone until you follow one. The mark
          beside a verified author handle (NIP-05) was checked when the site was built, never from your browser.
        </p>
      </Section>

      <Section id="test-flows" title="Test flows">
        <p>
          The{" "}
          <Link to="/test-flows" className="text-text underline underline-offset-2 hover:text-accent-400">
            test flows
          </Link>{" "}
          page shows recordings of the app. Its screenshots and videos load from{" "}
          {flowMediaHost ? <code className="text-text">{flowMediaHost}</code> : "this site itself"}: the screenshots as
          you scroll to them, a video only when you press play.
        </p>
      </Section>

      <Section id="app-store" title="The App Store">
        <p>
          Links to the App Store take you to Apple. On an iPhone, Safari may show a banner for the app at the top of the
          page; Safari itself fetches the app&apos;s name and icon from Apple for it.
        </p>
      </Section>
    </article>
  );
}
