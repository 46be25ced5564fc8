// Demo articles for the local relay's seed (see generate-seed.mjs). Markdown bodies are functions
// of `refs` so their nostr: references are valid bech32 pointing at other seed events.
// Written for the demo: general explanations of ecash, lightning, self-custody, nostr, eSIMs and
// privacy, with no claims about the product beyond what its public description says.

/** 2025-02-08T12:00:00Z: the spec's sample post, a progress report. */
export const PROGRESS_REPORT_TIME = 1739016000;

const day = 86400;

/**
 * @typedef {{ npubTeam: string, nprofileReader: string, noteAnnouncement: string,
 *   neventAnnouncement: string, naddrEcash: string, naddrFees: string }} Refs
 * @typedef {{ author: "team" | "mara", d: string, createdAt: number, publishedAt?: number,
 *   title?: string, summary?: string, image?: string, topics: string[], body: (refs: Refs) => string }} DemoArticle
 */

/** @type {DemoArticle[]} */
export const DEMO_ARTICLES = [
  {
    author: "team",
    d: "ecash-and-lightning",
    createdAt: PROGRESS_REPORT_TIME + 20 * day,
    publishedAt: PROGRESS_REPORT_TIME + 20 * day,
    title: "Ecash and Lightning: Cash-Like Privacy on Bitcoin Rails",
    summary:
      "How Chaumian ecash mints and the Lightning Network fit together, what each one protects, and what you trust when you hold ecash.",
    image: "/blog-demo/cover-ecash.svg",
    topics: ["ecash", "lightning", "privacy", "cashu"],
    body: (
      refs,
    ) => `Cash has a property that most digital money lost: the person who hands it to you does not need anyone's permission, and nobody keeps a ledger of who paid whom. **Ecash** brings that property back, and the **Lightning Network** connects it to bitcoin.

![Tokens flowing between a mint and two wallets](/blog-demo/diagram-ecash.svg)

## Blind signatures in one paragraph

David Chaum described blind signatures in 1982. A wallet picks a secret, *blinds* it, and asks a mint to sign the blinded value. The mint signs without seeing the secret. The wallet then unblinds the signature and holds a token that the mint will accept later, but cannot link back to the moment it was issued. Modern protocols such as [Cashu](https://cashu.space) implement this idea on top of bitcoin.

## Where Lightning comes in

A mint issues tokens in exchange for a Lightning payment (a *mint* operation) and pays Lightning invoices when tokens are returned (a *melt* operation). Between those two moments, tokens move from person to person as plain data: a string, a QR code, a message.

| Step | What moves | Who sees it |
|---|---|---|
| Mint | A Lightning payment to the mint | The mint sees an incoming payment, not who will spend the tokens |
| Send | An ecash token, peer to peer | Only the sender and the receiver |
| Redeem | The token back to the mint | The mint sees a valid token, not who first received it |
| Melt | A Lightning payment out | The mint pays an invoice you choose |

## What you trust

Ecash is custodial at the mint: the mint holds the bitcoin that backs the tokens. That trade-off is worth stating plainly:

1. A mint can refuse to redeem tokens, or disappear.
2. A mint cannot see balances or payment graphs between its users.
3. Keeping amounts small and spreading them across mints limits the damage a bad mint can do.

> Treat ecash like the cash in your pocket, and keep your savings in self-custody.

## A token, up close

A Cashu token is a short, encoded string. Decoded, the interesting part looks like this:

\`\`\`json
{
  "mint": "https://mint.example.com",
  "proofs": [
    { "amount": 8, "id": "009a1f293253e41e", "secret": "407915bc…", "C": "02bc9097…" },
    { "amount": 2, "id": "009a1f293253e41e", "secret": "fe15109…", "C": "029e8e52…" }
  ]
}
\`\`\`

Amounts are powers of two, so any value splits into a handful of proofs.

## Further reading

- [Blind signatures, on Wikipedia](https://en.wikipedia.org/wiki/Blind_signature)
- [The Cashu protocol specifications (NUTs)](https://github.com/cashubtc/nuts)
- Our announcement thread: nostr:${refs.neventAnnouncement}
- Written by nostr:${refs.npubTeam}; questions welcome from readers like nostr:${refs.nprofileReader}.
`,
  },
  {
    author: "team",
    d: "self-custody-without-homework",
    createdAt: PROGRESS_REPORT_TIME + 34 * day,
    publishedAt: PROGRESS_REPORT_TIME + 34 * day,
    title: "Self-Custody Without the Homework",
    summary:
      "Holding your own keys should not require a weekend of reading. A practical checklist for backups, recovery and everyday safety.",
    image: "/blog-demo/cover-self-custody.svg",
    topics: ["self-custody", "bitcoin", "security", "backups"],
    body: (
      refs,
    ) => `"Not your keys, not your coins" is true, and it is also not very helpful on its own. Here is what self-custody asks of you in practice, in the order it matters.

## 1. Write down the recovery phrase, once, on paper

Your wallet's recovery phrase (usually 12 or 24 words from the BIP-39 list) *is* the wallet. Anyone who has it can spend; anyone who loses it and the phone loses the funds.

- Write it by hand, in order, and check every word.
- Store it somewhere that survives a flood or a fire, away from the phone.
- Never type it into a website, a chat, or a photo.

## 2. Test the recovery before you need it

Restore the wallet on a second device with a small balance. If the addresses match, your backup works. This five-minute test catches most backup mistakes.

## 3. Match the tool to the amount

| Amount | Reasonable setup |
|---|---|
| Pocket money | A phone wallet, with ecash for small, private payments |
| Monthly spending | A self-custodial Lightning or on-chain wallet with a tested backup |
| Savings | A hardware wallet or multisig, backups in two places |

## 4. Know what a scam looks like

Nobody legitimate will ever ask for your recovery phrase: not support, not an exchange, not a wallet developer. Urgency ("your wallet will be locked in 10 minutes") is the tell.

## A note on derivation paths

Wallets derive keys from the phrase along a *derivation path*. If a restore shows an empty wallet, the path is the first thing to check:

\`\`\`text
m/84'/0'/0'/0/0   native segwit (bc1q…)
m/86'/0'/0'/0/0   taproot (bc1p…)
\`\`\`

More on how ecash fits into this picture: nostr:${refs.naddrEcash}
`,
  },
  {
    author: "team",
    d: "esim-data-abroad",
    createdAt: PROGRESS_REPORT_TIME + 48 * day,
    publishedAt: PROGRESS_REPORT_TIME + 48 * day,
    title: "Travel Data Without a SIM Swap: How eSIMs Work",
    summary:
      "An eSIM is a SIM profile you download instead of a plastic card. What happens when you install one, and how to pay for data privately.",
    image: "/blog-demo/cover-esim.svg",
    topics: ["esim", "travel", "privacy"],
    body: () => `Landing in a new country used to mean a queue at an airport kiosk and a passport photocopy. With an **eSIM**, the SIM profile arrives as a download.

![A phone showing data plans for several countries](/blog-demo/diagram-esim.svg)

## What an eSIM actually is

Your phone has an embedded chip (the eUICC) that can store several operator profiles. Installing an eSIM means downloading one of those profiles, usually by scanning a QR code that contains an activation string:

\`\`\`text
LPA:1$smdp.example.com$K2-ABCD-1234-EFGH
\`\`\`

The part after \`LPA:1$\` names the provisioning server and the activation code.

## Before you travel

1. Check that your phone is carrier-unlocked and supports eSIM.
2. Install the plan while you still have Wi-Fi, and leave it switched off.
3. On arrival, turn on the eSIM line and enable data roaming **for that line only**.

## Data plans compared

| Plan type | Good for | Watch out for |
|---|---|---|
| Single country | A week in one place | Expiry dates |
| Regional | Trips across borders | Slower partner networks |
| Global | Frequent travellers | Higher price per GB |

## Privacy notes

- A data-only eSIM has no phone number, so nothing ties it to SMS-based identity checks.
- Paying with bitcoin over Lightning avoids handing a card number to yet another merchant.
- Your mobile operator still sees which cell towers you use; a VPN hides *what* you do, not *where* you are.
`,
  },
  {
    author: "mara",
    d: "nostr-contacts-keys",
    createdAt: PROGRESS_REPORT_TIME + 27 * day,
    publishedAt: PROGRESS_REPORT_TIME + 27 * day,
    title: "Your Contacts, Your Keys: Nostr Inside a Wallet",
    summary:
      "Nostr gives every person a key pair instead of an account. Why that makes it a good address book for payments.",
    image: "/blog-demo/cover-nostr.svg",
    topics: ["nostr", "social", "keys", "zaps"],
    body: (
      refs,
    ) => `Nostr is a protocol, not a platform. There is no company holding your account: your identity is a key pair, and your posts are signed events that any relay can store.

## Keys instead of usernames

A public key looks like this when encoded for humans:

\`\`\`text
${refs.npubTeam}
\`\`\`

That is the whole identity. A profile (kind 0) adds a name and a picture, and NIP-05 maps a readable address such as \`team@example.com\` to the key.

## Why a wallet cares

- **Contacts you already have.** Your nostr follow list is an address book that no app owns.
- **Zaps.** A zap is a Lightning payment with a signed receipt (NIP-57), so a tip can be public and verifiable.
- **Messages.** Encrypted direct messages can carry invoices or ecash tokens between people who know each other's keys.

## Events, briefly

| Kind | Meaning |
|---|---|
| 0 | Profile metadata |
| 1 | Short text note |
| 7 | Reaction |
| 9735 | Zap receipt |
| 30023 | Long-form article, like this one |

This article is itself kind 30023. The announcement note is nostr:${refs.noteAnnouncement}, and the ecash explainer lives at nostr:${refs.naddrEcash}.

*Mara reads and writes about open protocols.*
`,
  },
  {
    author: "mara",
    d: "reading-lightning-invoices",
    createdAt: PROGRESS_REPORT_TIME + 12 * day,
    publishedAt: PROGRESS_REPORT_TIME + 12 * day,
    title: "A Field Guide to Lightning Invoices",
    summary: "What the letters and numbers at the start of a BOLT11 invoice tell you before you pay.",
    topics: ["lightning", "bolt11", "payments"],
    body: () => `Every Lightning invoice starts with a human-readable part. Reading it takes seconds and can save you from paying the wrong amount.

## The prefix

| Prefix | Network |
|---|---|
| \`lnbc\` | Bitcoin mainnet |
| \`lntb\` | Testnet |
| \`lnbcrt\` | Regtest |

## The amount

After the prefix comes an amount and a multiplier:

- \`m\` milli-bitcoin, \`u\` micro-bitcoin, \`n\` nano-bitcoin, \`p\` pico-bitcoin.
- \`lnbc2500u\` is 2,500 µBTC, which is 250,000 sats.
- \`lnbc210n\` is 210 nBTC, which is 21 sats.

No amount at all means the payer chooses it.

## Expiry

Invoices expire (one hour by default). An expired invoice cannot be paid; ask for a new one rather than retrying.

\`\`\`text
lnbc210n1p…   21 sats, mainnet
\`\`\`
`,
  },
  {
    author: "mara",
    d: "notes-from-a-node-runner",
    createdAt: PROGRESS_REPORT_TIME + 5 * day,
    summary: "Six months of running a small Lightning node at home: channels, fees and backups.",
    image: "/blog-demo/cover-node.svg",
    topics: ["lightning", "nodes"],
    body: () => `Some notes from six months of running a small Lightning node at home.

- Channel size matters more than channel count.
- Keep an eye on on-chain fees before opening channels.
- Back up the channel state, and understand what a static channel backup can and cannot restore.

Nothing here is advice; it is what worked for one person with one node.
`,
  },
  {
    author: "team",
    d: "privacy-is-a-practice",
    createdAt: PROGRESS_REPORT_TIME + 41 * day,
    publishedAt: PROGRESS_REPORT_TIME + 41 * day,
    title: "Privacy Is a Practice, Not a Feature",
    image: "/blog-demo/cover-privacy.svg",
    topics: ["privacy", "vpn", "opsec"],
    body: () => `No single tool makes you private. Privacy is a set of habits, and each tool covers one part of the picture.

## Layers

1. **Network.** A VPN hides your traffic from the local network and your internet provider; it moves trust to the VPN operator.
2. **Payments.** Ecash hides who paid whom from the mint; Lightning keeps payments off the public chain.
3. **Identity.** Separate keys for separate contexts keep one leak from linking everything.

## Habits that help

- Reuse nothing you do not have to: addresses, usernames, email aliases.
- Prefer apps that work without an account.
- Read the permissions an app asks for, and deny the ones it does not need.

## What a VPN does not do

| Threat | VPN helps? |
|---|---|
| Wi-Fi snooping in a café | Yes |
| Your provider logging sites you visit | Yes |
| A website recognising your browser | No |
| A payment linking you to a purchase | No |
`,
  },
  {
    author: "team",
    d: "progress-report-february-2025",
    createdAt: PROGRESS_REPORT_TIME,
    publishedAt: PROGRESS_REPORT_TIME,
    title: "Progress Report: February 2025",
    summary: "Where the wallet stands in February 2025, and what we are working on next.",
    image: "/blog-demo/cover-progress.svg",
    topics: ["progress", "update"],
    body: () => `A short update from the team: ecash and Lightning payments, nostr contacts, eSIM data plans and the VPN are all in active development. Thank you for testing, reporting bugs and sending feedback.
`,
  },
];

/** The article published twice under one d tag: the older version must never be shown. */
export const VERSIONED_ARTICLE = {
  author: "team",
  d: "lightning-fees-explained",
  older: {
    createdAt: PROGRESS_REPORT_TIME + 14 * day,
    title: "Lightning Fees Explained (Draft)",
    summary: "Draft: an early version of this article.",
    body: "This is an outdated draft. If you can read this, the newer version was not picked.\n",
  },
  newer: {
    createdAt: PROGRESS_REPORT_TIME + 55 * day,
    title: "Lightning Fees Explained",
    summary: "Base fees, proportional fees and why a payment's route decides what you pay.",
    body: `A Lightning payment crosses one or more channels, and each hop may charge a fee.

## Two parts

| Part | Unit | Example |
|---|---|---|
| Base fee | millisats per payment | 1,000 msat (1 sat) |
| Proportional fee | parts per million | 100 ppm (0.01 %) |

A 100,000-sat payment through a hop charging 1 sat + 100 ppm pays 1 + 10 = 11 sats to that hop.

## Why the route matters

Wallets search for a route that is both likely to succeed and cheap. A direct channel to a well-connected node usually wins.
`,
  },
  image: "/blog-demo/cover-fees.svg",
  topics: ["lightning", "fees"],
};

/** An article its author deleted (NIP-09): the seed holds it and the author's kind 5; the site never shows it. */
export const DELETED_ARTICLE = {
  author: "mara",
  d: "retracted-fee-estimates",
  createdAt: PROGRESS_REPORT_TIME + 30 * day,
  publishedAt: PROGRESS_REPORT_TIME + 30 * day,
  title: "Retracted: Fee Estimates for March",
  summary: "Deleted by its author: this article must never be listed or pre-rendered.",
  topics: ["fees"],
  body: () =>
    "These estimates were wrong, so the author deleted this article. If you can read this, deletions are ignored.\n",
  /** When the author asked to delete it. */
  deletedAt: PROGRESS_REPORT_TIME + 31 * day,
};

/**
 * An article whose `d` tag is 4,000 bytes: more than an naddr can carry (NIP-19 gives a value one length byte,
 * and bech32 stops at 5,000 characters), so its page offers its author's nostr links but none of its own
 * (app/nostr/nip19.ts), and nothing about it throws while the build renders it.
 * @type {DemoArticle}
 */
export const LONG_D_ARTICLE = {
  author: "mara",
  d: "long-d-tag-".padEnd(4000, "0123456789"),
  createdAt: PROGRESS_REPORT_TIME + 8 * day,
  publishedAt: PROGRESS_REPORT_TIME + 8 * day,
  title: "Notes on Addressable Events",
  summary: "How nostr names an article that its author may edit: a kind, a public key and a d tag.",
  topics: ["nostr"],
  body: () => `A long-form article on nostr is an *addressable* event: its author can publish a new version, and apps keep only the newest one. What stays the same across versions is its address, three parts:

| Part | Here |
|---|---|
| Kind | 30023, long-form content |
| Author | the author's public key |
| Identifier | the value of the \`d\` tag |

Apps share such an address as an \`naddr\`, a bech32 string that packs the three parts with a few relay hints. Each part carries its length in a single byte, so an identifier longer than 255 bytes does not fit. This article's \`d\` tag is 4,000 bytes long: it has an address, but no \`naddr\` can name it.
`,
};
