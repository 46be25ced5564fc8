import { useMemo } from "react";
import { RELAYS } from "../../config";
import type { Article } from "../model/article";
import { nostrLinks } from "./nostr-links";
import { OUTLINE_BUTTON } from "../components/outline-button";

const LINK = `inline-flex ${OUTLINE_BUTTON} break-all`;

/**
 * The article and its author in the reader's own nostr app (`nostr:` links, NIP-21) or, for everyone else,
 * on a public web gateway. Plain links: nothing is requested before the reader follows one. An article whose
 * `d` tag no naddr can carry gets its author's links only (see `articleNaddr`).
 */
export function OpenInNostr({ article, authorName }: { article: Article; authorName: string }) {
  // Encoded once per article, not on every render the counts and the profile bring (bech32 of the relay hints).
  const { pubkey, identifier } = article;
  const links = useMemo(() => nostrLinks({ pubkey, identifier }, RELAYS), [pubkey, identifier]);
  return (
    <section aria-labelledby="nostr-heading" className="flex flex-col gap-3">
      <h2 id="nostr-heading" className="text-xl font-bold">
        Read it on nostr
      </h2>
      <p className="text-sm text-muted">
        {links.article
          ? "Comment, repost or zap from your own nostr app, or view the article and its author on njump.me."
          : `Find ${authorName} in your own nostr app, or on njump.me.`}
      </p>
      <ul className="flex flex-wrap gap-3">
        {links.article && (
          <>
            <li>
              <a href={links.article.uri} className={LINK}>
                Open in a nostr app
              </a>
            </li>
            <li>
              <a href={links.article.gateway} rel="noopener noreferrer" className={LINK}>
                View the article on njump.me
              </a>
            </li>
          </>
        )}
        <li>
          <a href={links.author.uri} className={LINK}>
            {`${authorName} in a nostr app`}
          </a>
        </li>
        <li>
          <a href={links.author.gateway} rel="noopener noreferrer" className={LINK}>
            {`${authorName} on njump.me`}
          </a>
        </li>
      </ul>
    </section>
  );
}
