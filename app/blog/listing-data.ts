import type { ListArticle } from "./model/article";
import type { Profiles } from "./api/profiles";
import type { CountsById } from "./api/relay-contract";
import type { ImageCopies } from "./api/build-records";

/** A pre-rendered listing page's data (/blog, its older pages, a topic, an author): see build-data.server.ts. */
export interface ListingInitialData {
  /** This page's articles, without their bodies. */
  articles: ListArticle[];
  /** The page before's articles (none on page 1): what the page needs to shift when articles came since the build. */
  before?: ListArticle[];
  profiles: Profiles;
  lnurlPubkeys?: Record<string, string>;
  verifiedNip05?: Record<string, string>;
  /** The build's counts of this page's articles, shown at first paint until the live figures arrive. */
  counts?: CountsById;
  /** The part of `counts` dated from sinceBuild(builtAt) on, which the page asks for again (absent: none). */
  recentCounts?: CountsById;
  /** The build's copies of this page's covers and the authors' pictures. */
  images?: ImageCopies;
  /** This page (1-based), the listing's number of pages and of articles, as the build saw them. */
  page: number;
  pages: number;
  total: number;
  builtAt: number;
}
