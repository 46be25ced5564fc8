import { APP_STORE_URL, PRODUCT_NAME } from "../config";
import type { FaqCategory } from "./types";

/** Where the FAQ's Contact Support card sends visitors. */
export const SUPPORT_EMAIL = "support@ember.cash";

/**
 * FAQ categories in tab order; "general" is shown first. The eSIM and VPN categories have no
 * questions yet (docs/product.md): the page shows an empty state for them.
 * Answers are plain text; a blank line starts a new paragraph.
 */
export const faqCategories: FaqCategory[] = [
  {
    id: "general",
    title: "General",
    questions: [
      {
        question: `What is ${PRODUCT_NAME}?`,
        answer: `${PRODUCT_NAME} is a privacy-focused bitcoin wallet for iPhone. It holds ecash and pays over lightning, lets you pay and message your contacts over nostr, sells eSIM data plans for 100+ countries that you pay for with bitcoin, and includes a built-in VPN.`,
      },
      {
        question: `Which devices does ${PRODUCT_NAME} run on?`,
        answer: `${PRODUCT_NAME} is available for iOS only. There is no Android, desktop or web version of the wallet.`,
      },
      {
        question: `Is ${PRODUCT_NAME} open source?`,
        answer: `Yes. ${PRODUCT_NAME} is open source: its code is published on GitHub, so anyone can read how the wallet handles keys and payments, report problems and suggest changes. You will find the link in the footer of this page.`,
      },
      {
        question: `How do I get ${PRODUCT_NAME}?`,
        answer: `Download it from the App Store (${APP_STORE_URL}). On a computer, scan the QR code at the top of this page with your iPhone's camera; on your iPhone, tap the "Download on the App Store" badge.`,
      },
    ],
  },
  {
    id: "wallet",
    title: "Wallet",
    questions: [
      {
        question: `Does ${PRODUCT_NAME} support Lightning?`,
        answer:
          "Yes. You can pay lightning invoices and create invoices to receive payments over the Lightning Network, alongside your ecash.",
      },
      {
        question: "What is ecash?",
        answer:
          "Ecash is a way to hold and spend bitcoin privately, much like digital cash. A mint issues ecash tokens backed by bitcoin, signing them blindly: when you later spend a token, the mint cannot link it to the moment it was issued, so it cannot build a history of who paid whom.\n\nPayments are instant and settle between wallets without waiting for the blockchain. Tokens can even be passed along as a short piece of text, for example in a message.\n\nThe trade-off is trust: the mint holds the bitcoin that backs its tokens. Use mints you trust and keep the amount held with any single mint modest.",
      },
      {
        question: "Who holds my keys?",
        answer: `You do. ${PRODUCT_NAME} is built around self-custody: your wallet is created on your iPhone and backed up with a recovery phrase that only you hold.`,
      },
      {
        question: "What happens if I lose my phone?",
        answer:
          "Restore your wallet on a new iPhone with your 12-word recovery phrase. Write the twelve words down on paper when you create the wallet, keep them somewhere safe and private, and never share them with anyone: whoever has the words has the wallet.",
      },
    ],
  },
  {
    id: "social",
    title: "Social",
    questions: [
      {
        question: "What is nostr?",
        answer:
          "Nostr is an open, decentralised protocol for social apps. Your identity is a key pair rather than an account on one company's server, and your posts and messages travel over independent relays, so many apps can work with the same identity.",
      },
      {
        question: "How do I pay someone by name?",
        answer:
          "Add them as a contact by their nostr name or identity, then choose Pay. You send to the person, not to an invoice or a string of characters you have to copy.",
      },
      {
        question: "Can I message my contacts?",
        answer: `Yes. ${PRODUCT_NAME} includes messaging over nostr, so you can talk to the people you pay without switching apps.`,
      },
    ],
  },
  { id: "esims", title: "eSIMs", questions: [] },
  { id: "vpns", title: "VPNs", questions: [] },
];
