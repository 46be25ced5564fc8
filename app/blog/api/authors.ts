import { BLOG_AUTHORS } from "../../config";
import { parseAuthorConfig, type AuthorConfig } from "../model/author";

let configured: AuthorConfig[] | undefined;

/** The configured authors, decoded once (bad keys are skipped and logged on first use). */
export function blogAuthors(): AuthorConfig[] {
  configured ??= parseAuthorConfig(BLOG_AUTHORS);
  return configured;
}

export function authorOf(pubkey: string): AuthorConfig | undefined {
  return blogAuthors().find((author) => author.pubkey === pubkey);
}
