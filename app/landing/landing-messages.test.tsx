// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PRODUCT_NAME, PRODUCT_PITCH, PRODUCT_TAGLINE } from "../config";
import { faqCategories } from "../content/faq";
import { sections } from "../content/sections";
import source from "../i18n/messages/en.json";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { meta } from "../routes/home";
import { FaqBody } from "./faq/faq-body";
import { FaqSection } from "./faq/faq-section";
import { faqTopics } from "./faq/faq-search";
import { FeatureSection } from "./feature-section";
import { sectionText } from "./section-text";

// The route's meta only: the page itself (and the QR code's build-time module, which tests have not) stays out.
vi.mock("./landing-page", () => ({ LandingPage: () => null }));

const t = translator(DEFAULT_LOCALE);
const catalogue: Record<string, unknown> = source;

describe("the landing page's words", () => {
  it("are all in the English catalogue, under the keys the content's ids name", () => {
    const keys = [
      ...sections.flatMap((section) => [
        `home.section.${section.id}.description`,
        `home.section.${section.id}.imageAlt`,
        ...(section.id === "hero" ? [] : [`home.section.${section.id}.title`]),
        ...(section.id === "faq" ? [] : [`home.section.${section.id}.subtitle`]),
        ...section.features.flatMap((feature) => [
          `home.feature.${feature.id}.name`,
          `home.feature.${feature.id}.description`,
        ]),
      ]),
      ...faqCategories.flatMap((category) => [
        `faq.category.${category.id}`,
        ...category.questions.flatMap((id) => [`faq.item.${id}.question`, `faq.item.${id}.answer`]),
      ]),
    ];
    expect(keys.filter((key) => !(key in catalogue))).toEqual([]);
  });

  it("say the tagline and the pitch as the config's English does", () => {
    expect(t("home.tagline")).toBe(PRODUCT_TAGLINE);
    expect(t("home.pitch")).toBe(PRODUCT_PITCH);
    expect(sectionText(t, "hero")).toMatchObject({ title: PRODUCT_TAGLINE, subtitle: `${PRODUCT_NAME} for iPhone` });
  });

  it("put the product's name and the App Store link into the FAQ's answers", () => {
    const general = faqTopics(faqCategories, t)[0];
    expect(general?.questions[0]?.question).toBe(`What is ${PRODUCT_NAME}?`);
    expect(general?.questions.map((item) => item.answer).join("\n")).toContain("(https://apps.apple.com/app/id");
  });
});

describe("the sections", () => {
  it("show a feature section's words from the catalogue", () => {
    const wallet = sections.find((section) => section.id === "wallet")!;
    render(<FeatureSection section={wallet} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("One wallet, two rails");
    expect(screen.getByRole("heading", { name: "12-word recovery phrase" })).toBeInTheDocument();
  });

  it("search the FAQ in the page's words and count the results, once its deferred part is here", async () => {
    const faq = sections.find((section) => section.id === "faq")!;
    render(<FaqSection section={faq} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Frequently asked questions");
    const search = await screen.findByRole("searchbox", { name: "Search the FAQ" });
    fireEvent.change(search, { target: { value: "Blindly" } });
    expect(screen.getByRole("status")).toHaveTextContent("1 result found");
    expect(screen.getByRole("heading", { name: /What is ecash\?/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: " zebra " } });
    expect(screen.getByRole("status")).toHaveTextContent('No results found for "zebra"');
  });

  const faqAt = (path: string) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <FaqBody />
      </MemoryRouter>,
    );
    return screen.getAllByRole("tab");
  };

  it("move between the FAQ's tabs with the right arrow on left-to-right pages", () => {
    const tabs = faqAt("/");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
  });

  it("move between the FAQ's tabs with the left arrow on right-to-left pages", () => {
    const tabs = faqAt("/fa");
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" });
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
  });
});

describe("the home page's meta", () => {
  const find = (descriptors: ReturnType<typeof meta>, key: string, value: string) =>
    descriptors.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string>;

  it("names the page in its language, at its address", () => {
    const english = meta({ params: {} } as Parameters<typeof meta>[0]);
    expect(english).toContainEqual({ title: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}` });
    expect(find(english, "name", "description").content).toBe(PRODUCT_PITCH);
    const spanish = meta({ params: { lang: "es" } } as Parameters<typeof meta>[0]);
    expect(find(spanish, "rel", "canonical").href).toMatch(/\/es$/);
    expect(find(spanish, "property", "og:locale").content).toBe("es_ES");
  });

  it("is the not-found page's under a prefix that names no language", () => {
    expect(meta({ params: { lang: "xx" } } as Parameters<typeof meta>[0])).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
