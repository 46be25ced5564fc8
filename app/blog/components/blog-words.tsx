import { Fragment, useMemo, type ReactNode } from "react";
import type { MessageKey, Translate, Values } from "../../i18n/messages";
import { useT } from "../../i18n/messages";
import { authorWords, type AuthorWords } from "../model/author";

/** The author words (an unnamed author's name, the badges) in the page's language. */
export function useAuthorWords(): AuthorWords {
  const t = useT("blog");
  return useMemo(() => authorWords(t), [t]);
}

const MARKER = /\uE000(\d+)\uE001/;

/**
 * A message with elements in it (an author's name in <bdi>, a lightning address): each of `elements` stands where
 * the message names it, so the sentence stays whole in the catalogue and its words in the translator's order.
 */
export function richMessage(
  t: Translate,
  key: MessageKey,
  values: Values,
  elements: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(elements);
  // Private-use characters no message holds mark where each element goes.
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const parts = t(key, { ...values, ...markers }).split(MARKER);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{elements[names[Number(part)]!]}</Fragment>,
  );
}
