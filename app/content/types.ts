/** The spec's static entities (docs/product.md). Content modules in this folder are typed by them. */

export type SectionId = "hero" | "wallet" | "social" | "esims" | "vpns" | "faq";

export interface Feature {
  name: string;
  description: string;
}

export interface Section {
  id: SectionId;
  title: string;
  subtitle?: string;
  description: string;
  /** Screenshot shown in the phone mockup while this section is active. */
  image: string;
  /** Alt text for the screenshot. */
  imageAlt: string;
  qrCode?: boolean;
  showIosBadge?: boolean;
  /** How the desktop phone mockup is positioned while this section is active. */
  positionType: "fixed" | "absolute";
  features: Feature[];
}

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

export interface FaqQuestion {
  question: string;
  answer: string;
}

export type FaqCategoryId = "general" | "wallet" | "social" | "esims" | "vpns";

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  questions: FaqQuestion[];
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

export interface TestSubflow {
  label: string;
  path: string;
  tags: string[];
  steps: number;
}

export interface TestFlow extends TestSubflow {
  subflows?: TestSubflow[];
}
