// An article's title is an author's words, and it lands in <title>, in share tags and in JSON-LD: three contexts
// with three escaping rules. React Router writes them (`<Meta>`); this checks what it writes for a hostile title.
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { toArticle } from "./article";
import { articleMeta } from "./meta";

const HOSTILE = `</title><script>alert(1)</script>"><img src=x onerror=alert(2)></script><!--`;

async function headOf(title: string): Promise<string> {
  const article = toArticle(
    fakeEvent({
      kind: 30023,
      tags: [
        ["d", "hostile"],
        ["title", title],
        ["summary", title],
      ],
    }),
  );
  const english = { locale: DEFAULT_LOCALE, t: translator(DEFAULT_LOCALE) };
  const Stub = createRoutesStub([
    { path: "/blog/:slug", meta: () => articleMeta("hostile", article, undefined, english), Component: Meta },
  ]);
  return renderToString(<Stub initialEntries={["/blog/hostile"]} />);
}

describe("an article's title in the page's head", () => {
  it("stays text in <title>, attribute values and JSON-LD", async () => {
    const head = await headOf(HOSTILE);
    // One element of each kind the meta makes, none from the title.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toMatch(/<script>|<img|<!--/);
    expect(head.match(/<script /g)).toHaveLength(1);
    // Inside the JSON-LD script, the title cannot end the script: no "</" and no "<!--" in its text.
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(ld).not.toMatch(/<\/|<!--/);
    expect(JSON.parse(ld).headline).toBe(HOSTILE);
    // Share tags: the title's quotes are escaped inside the attribute.
    expect(head).toContain(
      `content="${HOSTILE.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}`,
    );
  });
});
