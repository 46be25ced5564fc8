import { Fragment, useCallback, type ReactNode } from "react";
import { message, useLocale, useT, type Area, type MessageKey, type Values } from "./messages";

import { PHRASE_MARK, phrasedKey } from "./phrase-mark.mjs";

export { PHRASE_MARK, phrasedKey };

export type Phrases = (key: MessageKey, values?: Values) => ReactNode;

/**
 * Like `useT`, for a heading's or a pill's words: in Japanese and Chinese, which write without spaces, they come
 * with a <wbr> between phrases inside a `.phrases` span (app/app.css: `word-break: keep-all`), so a line breaks
 * between phrases ("毎日使える、/プライベートな/ビットコイン") and never inside a word ("プライベ/ート"). The phrases
 * are found at build time (builder/i18n/phrases.mjs, for the messages it names); other languages, and messages without
 * a phrased copy, get the plain words.
 */
export function usePhrases(...areas: Area[]): Phrases {
  const t = useT(...areas);
  const { tag } = useLocale();
  return useCallback(
    (key: MessageKey, values?: Values) => {
      const phrased = phrasedKey(key);
      const marked = message(tag, phrased as MessageKey, values);
      return marked === phrased ? t(key, values) : <PhrasedText text={marked} />;
    },
    [t, tag],
  );
}

/** A text marked with PHRASE_MARK, its marks drawn as <wbr>. */
export function PhrasedText({ text }: { text: string }) {
  const phrases = text.split(PHRASE_MARK);
  return (
    <span className="phrases">
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
