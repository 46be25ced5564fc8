// The demo seed's archive (see generate-seed.mjs): 136 older articles by the demo author "mara", about one a
// week over the three years before the newest articles (demo-articles.mjs), so the blog's older pages
// (/blog/page/N), topic pages, author pages and search have something to show. Deterministic: dates, titles,
// topics, covers and bodies are computed from each article's position, never drawn at random.
//
// What the tests rely on is exported below: the same-slug pair, the deleted article, the topics (one of them
// spelled two ways, one used once), the covers and the search words.
import { PROGRESS_REPORT_TIME } from "./demo-articles.mjs";

/** The archive's author (a key of generate-seed.mjs's authors). */
export const ARCHIVE_AUTHOR = "mara";

/** How many articles the archive holds (the deleted one included). */
export const ARCHIVE_COUNT = 136;

const day = 86400;

/** 2022-01-04T09:00:00Z: the oldest archive article. */
export const ARCHIVE_START = 1641286800;

/** Days between two archive articles, before each one's few hours of jitter: the newest lands mid-January 2025. */
const STEP_DAYS = 8.2;

/** Topics the archive guarantees, each on several archive articles (the seed's newer articles use them too). */
export const ARCHIVE_TOPICS = ["privacy", "lightning", "ecash", "nostr", "self-custody", "esim", "fees"];

/** A topic spelled differently on different articles: its topic page must list both spellings. */
export const ARCHIVE_TOPIC_VARIANT = { topic: "privacy", spellings: ["privacy", "Privacy"] };

/** A topic exactly one article of the whole seed has. */
export const ARCHIVE_SINGLE_TOPIC = "mesh-networks";

/** Two archive articles whose titles give the same slug, a year apart: older first. */
export const ARCHIVE_SAME_SLUG = {
  ds: ["notes-on-fees", "notes-on-fees-revisited"],
  titles: ["Notes on Fees", "Notes on fees!"],
  slug: "notes-on-fees",
};

/** The archive article its author deleted (NIP-09 kind 5, by id and by address): never listed. */
export const ARCHIVE_DELETED_D = "fee-market-predictions-2024";

/** A word only one article body of the seed holds (in no title or summary): search finds that article. */
export const ARCHIVE_SEARCH_WORD = "quokka";
export const ARCHIVE_SEARCH_D = "coffee-on-an-island";

/** Where the archive's covers live: the demo's image host (the local control server serves these PNGs). */
export const ARCHIVE_COVER_ORIGIN = "https://media.ember.example";
const coverUrl = (n) => `${ARCHIVE_COVER_ORIGIN}/covers/${n}.png`;

/**
 * Subjects of the generated articles: a title phrase, a lowercase phrase, 1-2 topics, what it is and a tip.
 * Each subject is written up in each of the FORMS below, spread over the three years.
 */
const SUBJECTS = [
  {
    name: "Channel Backups",
    phrase: "channel backups",
    topics: ["lightning", "self-custody"],
    what: "A static channel backup lets you ask your peers to close your channels and return the funds after a phone is lost.",
    tip: "Save a fresh copy every time you open or close a channel.",
  },
  {
    name: "Mint Diversity",
    phrase: "spreading ecash across mints",
    topics: ["ecash"],
    what: "Holding ecash at several mints limits what any one mint can lose, freeze or refuse to redeem.",
    tip: "Keep each mint's balance to an amount you could shrug off.",
  },
  {
    name: "Relay Choice",
    phrase: "choosing relays",
    topics: ["nostr"],
    what: "Your notes live on the relays you write to, and readers find them on the relays they read from.",
    tip: "List a few write relays in your profile so readers know where to look.",
  },
  {
    name: "Coin Control",
    phrase: "coin control",
    topics: ["privacy", "self-custody"],
    what: "Choosing which coins fund a payment keeps unrelated parts of your history from being linked together.",
    tip: "Label coins when they arrive, not when you are about to spend them.",
  },
  {
    name: "Roaming Data",
    phrase: "roaming data",
    topics: ["esim", "fees"],
    what: "Roaming on a home SIM is convenient and often ten times the price of a local data plan.",
    tip: "Install the travel eSIM before you leave and switch it on when you land.",
  },
  {
    name: "Routing Fees",
    phrase: "routing fees",
    topics: ["lightning", "fees"],
    what: "Every hop on a Lightning route may charge a base fee and a fee proportional to the amount.",
    tip: "Look at the fee your wallet shows before you confirm a large payment.",
  },
  {
    name: "Nostr Key Storage",
    phrase: "storing a nostr key",
    topics: ["nostr", "self-custody"],
    what: "A nostr secret key signs everything you publish, so a key stolen by malware is worse than a key lost in a fire.",
    tip: "Use a signer app or extension so that websites never hold the key itself.",
  },
  {
    name: "Seed Phrase Storage",
    phrase: "storing a seed phrase",
    topics: ["self-custody"],
    what: "The recovery phrase is the wallet; the phone is only a window onto it.",
    tip: "Test a restore with a small balance before you trust the backup.",
  },
  {
    name: "Ecash Tokens in Chat",
    phrase: "sending ecash in a chat",
    topics: ["ecash", "nostr"],
    what: "An ecash token is plain text, so it can travel in a direct message like any other string.",
    tip: "Whoever redeems a token first gets it: send tokens only over an encrypted channel.",
  },
  {
    name: "On-Chain Fees",
    phrase: "on-chain fees",
    topics: ["fees", "self-custody"],
    what: "On-chain fees depend on the size of a transaction in bytes, not on the amount it moves.",
    tip: "Consolidate small coins while the mempool is quiet.",
  },
  {
    name: "Travel eSIMs",
    phrase: "travel eSIMs",
    topics: ["esim"],
    what: "A travel eSIM is a downloadable profile sold for a region and a data allowance.",
    tip: "Check whether the plan allows tethering before you count on it for a laptop.",
  },
  {
    name: "Metadata Leaks",
    phrase: "metadata",
    topics: ["privacy"],
    what: "Timing, amounts and IP addresses can reveal as much as the content they surround.",
    tip: "Round amounts and vary timing when you can.",
  },
  {
    name: "Lightning Addresses",
    phrase: "lightning addresses",
    topics: ["lightning", "nostr"],
    what: "A lightning address looks like an email address and resolves to a server that issues invoices.",
    tip: "Remember that the server behind the address sees every payment request.",
  },
  {
    name: "Mint Audits",
    phrase: "auditing a mint",
    topics: ["ecash"],
    what: "A mint can publish proofs of the tokens it issued and the reserves behind them, so users can spot one that issues too much.",
    tip: "Prefer mints that publish such proofs regularly.",
  },
  {
    name: "Zaps",
    phrase: "zaps",
    topics: ["nostr", "lightning"],
    what: "A zap is a Lightning payment with a signed receipt that nostr clients can count and show.",
    tip: "The receipt is signed by the recipient's payment server, not by the sender.",
  },
  {
    name: "Watch-Only Wallets",
    phrase: "watch-only wallets",
    topics: ["self-custody", "privacy"],
    what: "A watch-only wallet shows balances and prepares transactions without holding any secret key.",
    tip: "Keep one on your phone while the signing device stays at home.",
  },
  {
    name: "Inbound Liquidity",
    phrase: "inbound liquidity",
    topics: ["lightning", "fees"],
    what: "To receive on Lightning, somebody must have funds on your side of a channel.",
    tip: "Ask what inbound capacity costs before you choose a provider.",
  },
  {
    name: "Blind Signatures",
    phrase: "blind signatures",
    topics: ["ecash", "privacy"],
    what: "A blind signature lets a mint sign a token without seeing it, so it cannot link issuing a token to redeeming it.",
    tip: "The privacy holds only when many people use the same mint and the same denominations.",
  },
  {
    name: "Data Plan Pricing",
    phrase: "data plan prices",
    topics: ["esim", "fees"],
    what: "Data plans are priced per gigabyte and per day, and the cheapest gigabyte rarely makes the cheapest trip.",
    tip: "Estimate your daily use from your phone's statistics before you buy.",
  },
  {
    name: "Encrypted Messages",
    phrase: "encrypted messages",
    topics: ["nostr", "privacy"],
    what: "Direct messages on nostr can be encrypted, so relays carry them without reading them.",
    tip: "Encryption hides what you say; who talks to whom may still show.",
  },
  {
    name: "Hardware Signers",
    phrase: "hardware signers",
    topics: ["self-custody"],
    what: "A hardware signer keeps the key on a device that only shows and signs, and never browses.",
    tip: "Check the receiving address on the device's own screen.",
  },
  {
    name: "Fee Bumping",
    phrase: "fee bumping",
    topics: ["fees"],
    what: "Replace-by-fee and child-pays-for-parent let a stuck transaction pay more after it was sent.",
    tip: "Turn on replace-by-fee when you send, if your wallet offers it.",
  },
  {
    name: "eSIM Activation",
    phrase: "activating an eSIM",
    topics: ["esim", "privacy"],
    what: "Installing an eSIM means scanning a code that downloads an encrypted profile into the phone's secure element.",
    tip: "Keep the activation code private until you use it: it installs only once.",
  },
  {
    name: "Payment Proofs",
    phrase: "payment proofs",
    topics: ["lightning"],
    what: "Paying a Lightning invoice reveals a preimage, which proves that the payment was made.",
    tip: "Keep the preimage if you may need to show that you paid.",
  },
  {
    name: "Ecash Backups",
    phrase: "backing up ecash",
    topics: ["ecash", "self-custody"],
    what: "Ecash tokens are bearer data: a wallet that loses them loses the money.",
    tip: "Use a wallet that can restore its tokens from a seed phrase.",
  },
  {
    name: "Nostr Profiles",
    phrase: "nostr profiles",
    topics: ["nostr"],
    what: "A profile is a replaceable event: the newest version a relay holds is the one clients show.",
    tip: "Publish profile updates to every relay you write to.",
  },
  {
    name: "Node Privacy",
    phrase: "node privacy",
    topics: ["privacy", "lightning"],
    what: "A Lightning node announced to the network publishes its channels and, unless hidden, its IP address.",
    tip: "Run a private, unannounced node if all you need is to pay.",
  },
];

/** The ways each subject is written up: a title, a summary, a section heading, an opening and a closing. */
const FORMS = [
  {
    title: (s) => `${s.name} for Beginners`,
    summary: (s) => `What ${s.phrase} means, in plain words, and the one habit worth forming.`,
    heading: "The short version",
    opening: (s) => `This is a first look at ${s.phrase}, for readers who have never had to think about it.`,
    closing: () => "That is all you need to start. The details can wait until they matter.",
  },
  {
    title: (s) => `${s.name} in Practice`,
    summary: (s) => `How ${s.phrase} works day to day, from a week of using it.`,
    heading: "What it looks like",
    opening: (s) => `I spent a week paying attention to ${s.phrase} in ordinary use. Here is what stood out.`,
    closing: () => "None of this took long once it became a habit.",
  },
  {
    title: (s) => `Common Mistakes with ${s.name}`,
    summary: (s) => `Three mistakes people make with ${s.phrase}, and how to avoid them.`,
    heading: "The mistakes",
    opening: (s) => `Most trouble with ${s.phrase} comes from a few repeated mistakes, not from anything exotic.`,
    closing: () =>
      "- Skipping the test because it seems obvious.\n- Trusting a default without reading it.\n- Fixing it later, which means never.",
  },
  {
    title: (s) => `${s.name}: Reader Questions`,
    summary: (s) => `Answers to the questions readers sent about ${s.phrase}.`,
    heading: "The question that came up most",
    opening: (s) => `Several readers wrote in about ${s.phrase} after the last post. The answers, collected.`,
    closing: () => "Keep the questions coming: the best posts here started as one.",
  },
  {
    title: (s) => `Rethinking ${s.name}`,
    summary: (s) => `A second look at ${s.phrase}: what I would do differently today.`,
    heading: "What changed my mind",
    opening: (s) => `A while ago I wrote that ${s.phrase} was simple. It is, mostly, but not in the way I said.`,
    closing: () => "Opinions here are allowed to change. This one did.",
  },
];

/** Articles written by hand, at fixed positions in the archive (index 0 is the oldest). */
const SPECIALS = new Map([
  [
    40,
    {
      d: ARCHIVE_SAME_SLUG.ds[0],
      title: ARCHIVE_SAME_SLUG.titles[0],
      summary: "Why the same payment can cost one sat or a thousand, depending on where it goes.",
      topics: ["fees"],
      body: `Fees are the price of someone else's resources: block space on chain, channel liquidity on Lightning.

## On chain

Miners pick the transactions that pay the most per byte. When blocks are full, the price rises; when they are not, a few sats per byte will do.

## On Lightning

Each routing node sets a base fee and a proportional fee. A small payment over a short route costs almost nothing.
`,
    },
  ],
  [
    63,
    {
      d: ARCHIVE_SEARCH_D,
      title: "Paying for Coffee on a Small Island",
      summary: "A weekend trip with a travel eSIM and a Lightning wallet, and a café that took both kinds of money.",
      topics: ["esim", "lightning"],
      body: `The ferry took forty minutes and the travel eSIM switched networks before we docked. The café by the pier had a hand-written sign: cash, card or Lightning.

## Paying

The invoice appeared on a tablet, the wallet found a route in a second, and the fee was smaller than the coin I would have left as a tip.

## The other customer

A quokka sat under the next table the whole time, hoping for crumbs. It paid for nothing and nobody minded.
`,
    },
  ],
  [
    85,
    {
      d: ARCHIVE_SAME_SLUG.ds[1],
      title: ARCHIVE_SAME_SLUG.titles[1],
      summary: "A year after the first notes on fees: what held up and what did not.",
      topics: ["fees", "lightning"],
      body: `A year ago I wrote down how fees work. Most of it held up; the numbers did not.

## What held up

Paying per byte on chain and per hop on Lightning: both still true.

## What did not

The quiet weekends. Blocks were full far more often than I expected, so batching and waiting matter more than I said.
`,
    },
  ],
  [
    100,
    {
      d: "payments-over-a-mesh",
      title: "Payments Over a Mesh Network",
      summary: "Can a Lightning payment cross a neighbourhood radio network? An experiment with two laptops.",
      topics: ["lightning", ARCHIVE_SINGLE_TOPIC],
      body: `Two laptops, two radios and no internet: the question was whether a Lightning payment could still get through.

## The setup

One laptop ran a node with a channel open; the other only had a wallet. The radios carried a few kilobytes a second, which is plenty for a payment.

## The result

The payment went through in about six seconds. Slow, but it worked, and nobody else had to be online.
`,
    },
  ],
  [
    110,
    {
      d: ARCHIVE_DELETED_D,
      title: "Draft: Fee Market Predictions for 2024",
      summary: "Deleted by its author: this archive article must never be listed, found or pre-rendered.",
      topics: ["fees"],
      body: "These predictions were withdrawn, so the author deleted this article. If you can read this, deletions are ignored.\n",
      deletedAfterDays: 2,
    },
  ],
]);

/** Which generated articles spell the variant topic its other way: every other one. */
const variantSpelling = (topic, form) =>
  topic === ARCHIVE_TOPIC_VARIANT.topic && form % 2 === 1 ? ARCHIVE_TOPIC_VARIANT.spellings[1] : topic;

/** A few hours of jitter, so the archive is weekly-ish rather than clockwork. */
const jitter = (index) => ((index * 7919) % 29) * 3600;

const slugOf = (title) =>
  title
    .toLowerCase()
    .replace(/[^\w\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");

/**
 * @typedef {{ author: "mara", d: string, createdAt: number, publishedAt: number, title: string, summary: string,
 *   image?: string, topics: string[], body: () => string, deletedAt?: number }} ArchiveArticle
 */

/** The newest archive articles without a cover (see buildArchive). */
const COVERLESS_NEWEST = 70;

/** @returns {ArchiveArticle[]} */
function buildArchive() {
  const articles = [];
  let generated = 0;
  let covers = 0;
  for (let index = 0; index < ARCHIVE_COUNT; index++) {
    const createdAt = ARCHIVE_START + Math.round(index * STEP_DAYS * day) + jitter(index);
    const special = SPECIALS.get(index);
    let article;
    if (special) {
      const { body, deletedAfterDays, ...rest } = special;
      article = { ...rest, body: () => body };
      if (deletedAfterDays !== undefined) article.deletedAt = createdAt + deletedAfterDays * day;
    } else {
      const subject = SUBJECTS[generated % SUBJECTS.length];
      const formIndex = Math.floor(generated / SUBJECTS.length);
      const form = FORMS[formIndex];
      generated += 1;
      const title = form.title(subject);
      article = {
        d: `${slugOf(title)}-${new Date(createdAt * 1000).toISOString().slice(0, 7)}`,
        title,
        summary: form.summary(subject),
        topics: subject.topics.map((topic) => variantSpelling(topic, formIndex)),
        body: () =>
          `${form.opening(subject)}\n\n## ${form.heading}\n\n${subject.what} ${subject.tip}\n\n${form.closing()}\n`,
      };
    }
    // About one article in five of the older ones has a cover on the demo's image host; the deleted one has none.
    // None among the newest (on /blog, its second page and mara's first) or on a "privacy" article (the topic
    // page the benchmark measures): a browser that reads them from the relays, without the build's copies,
    // cannot reach the demo's image host, and each failed image is a console error in Lighthouse's eyes.
    const covered =
      index % 5 === 3 &&
      index < ARCHIVE_COUNT - COVERLESS_NEWEST &&
      article.deletedAt === undefined &&
      !article.topics.some((topic) => topic.toLowerCase() === "privacy");
    if (covered) article.image = coverUrl(++covers);
    articles.push({ author: ARCHIVE_AUTHOR, createdAt, publishedAt: createdAt, ...article });
  }
  // The newer articles (demo-articles.mjs) must stay the newest, interactions on the archive included.
  if (articles.at(-1).createdAt > PROGRESS_REPORT_TIME - 14 * day)
    throw new Error("the archive reaches the newer articles");
  return articles;
}

/** The archive, oldest first. */
export const ARCHIVE_ARTICLES = buildArchive();

/** The `d` tags of the archive articles with a cover (`https://media.ember.example/covers/{n}.png`, n from 1). */
export const ARCHIVE_COVER_DS = ARCHIVE_ARTICLES.filter((article) => article.image).map((article) => article.d);

/** The archive articles that get interactions (reactions, reposts, replies, zaps): a few, to keep the seed small. */
export const ARCHIVE_INTERACTION_DS = [10, 30, 50, 63, 90, 120].map((index) => ARCHIVE_ARTICLES[index].d);

/** The archive article with a reader's reply (beside its generated interactions). */
export const ARCHIVE_REPLY_D = ARCHIVE_SEARCH_D;
