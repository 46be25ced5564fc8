// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toArticle } from "../model/article";
import { emptyProfile, toProfile } from "../model/author";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { ArticleActions } from "./article-actions";

const PUBKEY = "a".repeat(64);
const article = toArticle(fakeEvent({ kind: 30023, pubkey: PUBKEY, tags: [["d", "hello"]] }));
const profileWith = (content: Record<string, unknown>) =>
  toProfile({ pubkey: PUBKEY, content: JSON.stringify({ name: "Ada", ...content }) });

describe("ArticleActions", () => {
  it('offers "Tip with Lightning" for a valid lightning address, and draws its QR code only when asked', async () => {
    render(<ArticleActions article={article} profile={profileWith({ lud16: "Ada@Pay.Example.com" })} />);
    const tip = screen.getByRole("region", { name: "Support the author" });
    expect(within(tip).getByRole("link", { name: "Tip with Lightning" })).toHaveAttribute(
      "href",
      "lightning:ada@pay.example.com",
    );
    expect(within(tip).queryByRole("img")).not.toBeInTheDocument();
    fireEvent.click(within(tip).getByRole("button", { name: "Show QR code" }));
    const qr = await within(tip).findByRole("img", { name: "QR code of the lightning address ada@pay.example.com" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(tip.querySelector("[style]")).toBeNull();
    fireEvent.click(within(tip).getByRole("button", { name: "Hide QR code" }));
    expect(within(tip).getByRole("button", { name: "Show QR code" })).toHaveAttribute("aria-expanded", "false");
  });

  it("offers no tip without a lightning address, or with an invalid one", () => {
    for (const profile of [
      emptyProfile(PUBKEY),
      profileWith({ lud16: "ada@localhost" }),
      profileWith({ lud16: "javascript:alert(1)" }),
    ]) {
      const { unmount } = render(<ArticleActions article={article} profile={profile} />);
      expect(screen.queryByText("Tip with Lightning")).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Open in a nostr app" })).toHaveAttribute(
        "href",
        expect.stringMatching(/^nostr:naddr1/),
      );
      unmount();
    }
  });

  it("names each nostr link, the author's by their display name", () => {
    render(<ArticleActions article={article} profile={profileWith({})} />);
    const links = within(screen.getByRole("region", { name: "Read it on nostr" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Open in a nostr app",
      "View the article on njump.me",
      "Ada in a nostr app",
      "Ada on njump.me",
    ]);
    expect(links[3]).toHaveAttribute("href", expect.stringMatching(/^https:\/\/njump\.me\/npub1/));
  });

  it("leaves out the article's nostr links, without a word, when its d tag is too long for an naddr", () => {
    for (const d of ["d".repeat(4000), "d".repeat(300)]) {
      const longD = toArticle(fakeEvent({ kind: 30023, pubkey: PUBKEY, tags: [["d", d]] }));
      const { container, unmount } = render(<ArticleActions article={longD} profile={profileWith({})} />);
      const section = screen.getByRole("region", { name: "Read it on nostr" });
      expect(
        within(section)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Ada in a nostr app", "Ada on njump.me"]);
      expect(container.innerHTML).not.toMatch(/naddr1/);
      expect(within(section).getByRole("link", { name: "Ada on njump.me" })).toHaveAttribute(
        "href",
        expect.stringMatching(/^https:\/\/njump\.me\/npub1/),
      );
      expect(section).not.toHaveTextContent(/view the article/i);
      unmount();
    }
  });
});
