import { useMemo } from "react";
import { useT } from "../../i18n/messages";
import { authorWords, type AuthorWords } from "../model/author";

/** The author words (an unnamed author's name, the badges) in the page's language. */
export function useAuthorWords(): AuthorWords {
  const t = useT("blog");
  return useMemo(() => authorWords(t), [t]);
}
