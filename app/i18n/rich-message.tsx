import { Fragment, type ReactNode } from "react";
import type { MessageKey, Translate, Values } from "./messages";

const MARKER = /\uE000(\d+)\uE001/;

/**
 * A message with elements in it (a link, a host name, an author's name in <bdi>): each of `elements` stands where
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
