import { memo } from "react";
import type { ListArticle } from "../model/article";
import { emptyProfile, type AuthorProfile } from "../model/author";
import { ZERO_COUNTS } from "../model/counts";
import { authorOf } from "../api/authors";
import type { VerifiedNip05 } from "../api/build-records";
import type { Profiles } from "../api/profiles";
import type { CountsById } from "../api/relay-contract";
import { isVerifiedNip05 } from "../../nostr/nip05";
import { ArticleCard } from "./article-card";

interface Props {
  articles: ListArticle[];
  profiles: Profiles;
  /** The live counts, when they came; else the build's, else zeros. */
  counts: CountsById | undefined;
  buildCounts?: CountsById;
  verifiedNip05: VerifiedNip05;
  /** The first card spans the row (/blog's newest article). */
  featureFirst: boolean;
}

/**
 * A listing's grid of cards, busy for assistive technology while `busy` (a fetch or the deferred cards under
 * way). The cards are memoised, so a render with the same values (a fetch starting or ending) skips them.
 */
export function ArticleGrid({ busy, ...cards }: Props & { busy: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
      <Cards {...cards} />
    </div>
  );
}

const Cards = memo(function Cards({ articles, profiles, counts, buildCounts, verifiedNip05, featureFirst }: Props) {
  return articles.map((article, index) => (
    <ArticleCard
      key={article.id}
      article={article}
      profile={profileOf(profiles, article.pubkey)}
      nip05Verified={isVerifiedNip05(profileOf(profiles, article.pubkey), verifiedNip05)}
      author={authorOf(article.pubkey)}
      counts={counts?.[article.id] ?? buildCounts?.[article.id] ?? ZERO_COUNTS}
      featured={featureFirst && index === 0}
    />
  ));
});

function profileOf(profiles: Profiles, pubkey: string): AuthorProfile {
  return profiles[pubkey] ?? emptyProfile(pubkey);
}
