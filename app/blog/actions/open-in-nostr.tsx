import { useMemo } from "react";
import { RELAYS } from "../../config";
import type { Article } from "../model/article";
import { nostrLinks } from "./nostr-links";
import { OUTLINE_BUTTON } from "../components/outline-button";
import { useT } from "../../i18n/messages";
import { usePhrases } from "../../i18n/phrases";
import { richMessage } from "../../i18n/rich-message";

const LINK = `inline-flex ${OUTLINE_BUTTON} break-all`;

/**
 * The article and its author in the reader's own nostr app (`nostr:` links, NIP-21) or, for everyone else,
 * on a public web gateway. Plain links: nothing is requested before the reader follows one. An article whose
 * `d` tag no naddr can carry gets its author's links only (see `articleNaddr`).
 */
export function OpenInNostr({
  article,
  authorName,
}: {
  article: Pick<Article, "pubkey" | "identifier">;
  authorName: string;
}) {
  // Encoded once per article, not on every render the counts and the profile bring (bech32 of the relay hints).
  const { pubkey, identifier } = article;
  const t = useT("blog");
  const p = usePhrases("blog");
  const name = <bdi>{authorName}</bdi>;
  const links = useMemo(() => nostrLinks({ pubkey, identifier }, RELAYS), [pubkey, identifier]);
  return (
    <section aria-labelledby="nostr-heading" className="flex flex-col gap-3">
      <h2 id="nostr-heading" className="text-xl font-bold">
        {p("blog.nostr.heading")}
      </h2>
      <p className="text-sm text-muted">
        {links.article ? t("blog.nostr.articleIntro") : richMessage(t, "blog.nostr.authorIntro", {}, { name })}
      </p>
      <ul className="flex flex-wrap gap-3">
        {links.article && (
          <>
            <li>
              <a href={links.article.uri} className={LINK}>
                {t("blog.nostr.openArticle")}
              </a>
            </li>
            <li>
              <a href={links.article.gateway} rel="noopener noreferrer" className={LINK}>
                {t("blog.nostr.viewArticle")}
              </a>
            </li>
          </>
        )}
        <li>
          <a href={links.author.uri} className={LINK}>
            <span>{richMessage(t, "blog.nostr.authorApp", {}, { name })}</span>
          </a>
        </li>
        <li>
          <a href={links.author.gateway} rel="noopener noreferrer" className={LINK}>
            <span>{richMessage(t, "blog.nostr.authorGateway", {}, { name })}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
