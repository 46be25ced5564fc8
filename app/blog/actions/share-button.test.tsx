// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton, shareArticle } from "./share-button";

const URL = "https://ember.cash/blog/hello";

function fakeNavigator(parts: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  return { share: parts.share, clipboard: { writeText: parts.writeText ?? (async () => {}) } } as unknown as Navigator;
}

describe("shareArticle", () => {
  it("uses the Web Share API with the URL and the title where there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareArticle(URL, "Hello", fakeNavigator({ share, writeText }))).toBe("shared");
    expect(share).toHaveBeenCalledWith({ url: URL, title: "Hello" });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the URL where there is no Web Share API", async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareArticle(URL, "Hello", fakeNavigator({ writeText }))).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it("says nothing when the reader cancels the share sheet, and copies when sharing is refused", async () => {
    const cancel = async () => {
      throw new DOMException("cancelled", "AbortError");
    };
    const writeText = vi.fn(async () => {});
    expect(await shareArticle(URL, "Hello", fakeNavigator({ share: cancel, writeText }))).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
    const refuse = async () => {
      throw new DOMException("not allowed", "NotAllowedError");
    };
    expect(await shareArticle(URL, "Hello", fakeNavigator({ share: refuse, writeText }))).toBe("copied");
  });

  it("reports a failed copy", async () => {
    const writeText = async () => {
      throw new Error("denied");
    };
    expect(await shareArticle(URL, "Hello", fakeNavigator({ writeText }))).toBe("failed");
  });
});

describe("ShareButton", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('announces "Link copied" in a polite live region after copying the canonical URL', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", fakeNavigator({ writeText }));
    render(<ShareButton slug="hello" title="Hello" />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied")).toBe(status);
    expect(writeText).toHaveBeenCalledWith(URL);
  });
});
