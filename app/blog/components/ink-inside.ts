import { stacksMarks } from "../model/text";

/**
 * The class that keeps a text's ink inside its own box (`ink-inside` in app/app.css), for text from relays that
 * stacks combining marks as "zalgo" text does; other text, Tibetan or Myanmar stacks among it, is never clipped.
 */
export function inkInside(text: string): string {
  return stacksMarks(text) ? "ink-inside" : "";
}
