/** The spec's static entities (docs/product.md). Content modules in this folder are typed by them. */

import type { faqCategories } from "./faq";

export type SectionId = "hero" | "wallet" | "social" | "esims" | "vpns" | "faq";

/**
 * A feature card: its words are the messages `home.feature.{id}.name` and `.description`. Ids are unique across
 * sections.
 */
export type FeatureId =
  | "ecash"
  | "lightning"
  | "selfCustody"
  | "recoveryPhrase"
  | "contacts"
  | "payByName"
  | "messaging"
  | "ownIdentity"
  | "countries"
  | "paidWithBitcoin"
  | "inTheWallet"
  | "besideYourSim"
  | "builtIn"
  | "publicWifi"
  | "hideIp"
  | "privateToolkit";

export interface Feature {
  id: FeatureId;
}

/**
 * A landing section. Its words are messages: `home.section.{id}.title` (the hero's title is the tagline,
 * `home.tagline`), `.subtitle` (every section but the FAQ), `.description` and `.imageAlt`. The phone mockup shows its
 * screen while it is active: app/content/screens/{id}.svg, drawn in every language (builder/screens/).
 */
export interface Section {
  id: SectionId;
  qrCode?: boolean;
  showIosBadge?: boolean;
  /** How the desktop phone mockup is positioned while this section is active. */
  positionType: "fixed" | "absolute";
  features: Feature[];
}

/** A project of the ecosystem: its name is a brand name, shown as it is in every language. */
export interface Partner {
  id: string;
  name: string;
  imageUrl: string;
  /** The project's own site; the logo links there. */
  url?: string;
}

export type SocialPlatform = "twitter" | "github" | "nostr";

/** A profile link: its accessible name is the message `shell.social.{platform}`. */
export interface SocialLink {
  platform: SocialPlatform;
  url: string;
  icon: SocialPlatform;
}

/** The company: its description is the message `shell.footer.description`. */
export interface Company {
  name: string;
  socialLinks: SocialLink[];
}

export interface NavigationItem {
  id: "wallet" | "social" | "esims" | "vpns" | "blog";
  /** A site path in English; links localize it. The label is the message `shell.nav.{id}`. */
  href: string;
}

/**
 * A FAQ question: one of the ids written in content/faq.ts (its words are the messages
 * `faq.item.{id}.question` and `.answer`, so an id without both does not typecheck).
 */
export type FaqQuestionId = (typeof faqCategories)[number]["questions"][number];

export type FaqCategoryId = "general" | "wallet" | "social" | "esims" | "vpns";

/**
 * A FAQ category: its title is the message `faq.category.{id}`. content/faq.ts writes its questions as any
 * names (`FaqCategory<string>`), which then make `FaqQuestionId`.
 */
export interface FaqCategory<Question extends string = FaqQuestionId> {
  id: FaqCategoryId;
  questions: readonly Question[];
}

/** A dropdown link: its name and description are the messages `shell.dropdown.{tab}.{id}.name` / `.description`. */
export interface DropdownItem {
  id: string;
  path: string;
}

/** A tab's dropdown: its title is the message `shell.dropdown.{tab}.title`. */
export interface DropdownGroup {
  items: DropdownItem[];
}

/**
 * A recorded flow or subflow. Its name is the message `flows.flow.{id}.name` (a subflow's:
 * `flows.flow.{parent id}.{id}.name`), each tag the message `flows.tag.{tag}`; ids and media paths are data.
 */
export interface TestSubflow {
  /** Names the flow's message; unique among its siblings. */
  id: string;
  /** Media path: `{base}/{path}-video.mp4`, `{base}/{path}-step_{n}.png`. */
  path: string;
  /** Tag ids, each the message `flows.tag.{tag}`. */
  tags: string[];
  steps: number;
}

export interface TestFlow extends TestSubflow {
  subflows?: TestSubflow[];
}
