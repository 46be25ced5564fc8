import type { ShownArticle } from "../model/article";
import { displayName, type AuthorProfile } from "../model/author";
import { OpenInNostr } from "./open-in-nostr";
import { TipLightning } from "./tip-lightning";
import { useAuthorWords } from "../components/blog-words";

/** After the body, where a reader who finished the article looks: tip the author, follow it up on nostr. */
export function ArticleActions({ article, profile }: { article: ShownArticle; profile: AuthorProfile }) {
  const name = displayName(profile, "article", useAuthorWords());
  return (
    <footer className="mt-12 flex flex-col gap-10 border-t border-line pt-8">
      {profile.lud16 && <TipLightning address={profile.lud16} authorName={name} />}
      <OpenInNostr article={article} authorName={name} />
    </footer>
  );
}
