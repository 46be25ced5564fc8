import { describe, expect, it } from "vitest";
import type { TestFlow } from "../content/types";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { cardId, flowCards, flowStepUrl, flowVideoUrl, stepCount } from "./flow-model";

const sendEcash: TestFlow = {
  id: "sendEcash",
  path: "send-ecash",
  tags: ["ecash", "send"],
  steps: 5,
  subflows: [
    { id: "copy", path: "send-ecash-copy", tags: ["clipboard"], steps: 2 },
    { id: "share", path: "send-ecash-share", tags: ["shareSheet"], steps: 1 },
  ],
};
const createAccount: TestFlow = { id: "createAccount", path: "create-account", tags: ["onboarding"], steps: 3 };
const en = translator(DEFAULT_LOCALE);

describe("media URLs", () => {
  it("builds {base}/{path}-video.mp4 and {base}/{path}-step_{n}.png", () => {
    expect(flowVideoUrl("/flows", "send-ecash")).toBe("/flows/send-ecash-video.mp4");
    expect(flowStepUrl("/flows", "send-ecash", 3)).toBe("/flows/send-ecash-step_3.png");
  });

  it("works with an absolute base and nested paths", () => {
    const base = "https://raw.example.com/app/main/test-flows";
    expect(flowVideoUrl(base, "wallet/send")).toBe("https://raw.example.com/app/main/test-flows/wallet/send-video.mp4");
    expect(flowStepUrl(base, "wallet/send", 12)).toBe(
      "https://raw.example.com/app/main/test-flows/wallet/send-step_12.png",
    );
  });

  it("joins with exactly one slash whatever the base and path carry", () => {
    expect(flowVideoUrl("/flows/", "/create-account")).toBe("/flows/create-account-video.mp4");
    expect(flowStepUrl("https://cdn.example.com/x///", "a", 1)).toBe("https://cdn.example.com/x/a-step_1.png");
  });

  it("serves from the site root when the base is empty", () => {
    expect(flowVideoUrl("", "create-account")).toBe("/create-account-video.mp4");
  });
});

describe("stepCount", () => {
  it.each([
    [16, 16],
    [1, 1],
    [0, 0],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("reads %s as %s", (input, expected) => {
    expect(stepCount(input)).toBe(expected);
  });
});

describe("cardId", () => {
  it("turns a media path into an anchor id", () => {
    expect(cardId("send-ecash-copy")).toBe("flow-send-ecash-copy");
    expect(cardId("Wallet/Send Ecash_v2/")).toBe("flow-wallet-send-ecash-v2");
  });
});

describe("flowCards", () => {
  const cards = flowCards([createAccount, sendEcash], "/flows", en);

  it("makes one card per flow and per subflow, each flow followed by its subflows", () => {
    expect(cards.map((card) => card.title)).toEqual([
      "Create Account",
      "Send Ecash",
      "Send Ecash: Copy",
      "Send Ecash: Share",
    ]);
    expect(cards.map((card) => card.id)).toEqual([
      "flow-create-account",
      "flow-send-ecash",
      "flow-send-ecash-copy",
      "flow-send-ecash-share",
    ]);
  });

  it("gives a flow card its own label, tags, video, poster and steps 1..n", () => {
    const [card] = cards;
    expect(card).toEqual({
      id: "flow-create-account",
      label: "Create Account",
      parentLabel: undefined,
      title: "Create Account",
      tags: ["onboarding"],
      videoSrc: "/flows/create-account-video.mp4",
      posterSrc: "/flows/create-account-step_1.png",
      steps: [1, 2, 3].map((n) => ({
        number: n,
        src: `/flows/create-account-step_${n}.png`,
        source: "Create Account",
        inherited: false,
      })),
    });
  });

  it("shows the parent's steps first in a subflow card, then its own files numbered on", () => {
    const copy = cards[2]!;
    expect(copy.label).toBe("Copy");
    expect(copy.parentLabel).toBe("Send Ecash");
    expect(copy.tags).toEqual(["clipboard"]);
    expect(cards[3]!.tags).toEqual(["share sheet"]);
    expect(copy.videoSrc).toBe("/flows/send-ecash-copy-video.mp4");
    expect(copy.posterSrc).toBe("/flows/send-ecash-step_1.png");
    expect(copy.steps.map((step) => [step.number, step.src, step.inherited])).toEqual([
      [1, "/flows/send-ecash-step_1.png", true],
      [2, "/flows/send-ecash-step_2.png", true],
      [3, "/flows/send-ecash-step_3.png", true],
      [4, "/flows/send-ecash-step_4.png", true],
      [5, "/flows/send-ecash-step_5.png", true],
      [6, "/flows/send-ecash-copy-step_1.png", false],
      [7, "/flows/send-ecash-copy-step_2.png", false],
    ]);
    expect(copy.steps.map((step) => step.source)).toEqual([...Array(5).fill("Send Ecash"), "Copy", "Copy"]);
  });

  it("numbers every subflow card continuously from 1 without gaps", () => {
    for (const card of cards) {
      expect(card.steps.map((step) => step.number)).toEqual(card.steps.map((_, i) => i + 1));
    }
    expect(cards[3]!.steps.map((step) => step.src).slice(-1)).toEqual(["/flows/send-ecash-share-step_1.png"]);
    expect(cards[3]!.steps).toHaveLength(6);
  });

  it("does not mark the parent's own card steps as inherited", () => {
    expect(cards[1]!.steps.every((step) => !step.inherited)).toBe(true);
  });

  it("names cards, steps and tags in the translator's language, the subflow's title by its message", () => {
    const german = LOCALES.find((locale) => locale.tag === "de")!;
    const de = translator(german);
    const [, , copy] = flowCards([createAccount, sendEcash], "/flows", de);
    expect(copy!.label).toBe(de("flows.flow.sendEcash.copy.name"));
    expect(copy!.parentLabel).toBe(de("flows.flow.sendEcash.name"));
    expect(copy!.title).toBe(de("flows.card.subflowTitle", { flow: copy!.parentLabel, subflow: copy!.label }));
    expect(copy!.tags).toEqual([de("flows.tag.clipboard")]);
    expect(copy!.steps[0]!.source).toBe(copy!.parentLabel);
  });

  it("handles flows without steps: no poster, and a subflow then starts at 1", () => {
    const [empty, sub] = flowCards(
      [
        {
          id: "empty",
          path: "empty",
          tags: [],
          steps: 0,
          subflows: [{ id: "sub", path: "sub", tags: [], steps: 2 }],
        },
      ],
      "/m",
      en,
    );
    expect(empty!.steps).toEqual([]);
    expect(empty!.posterSrc).toBeUndefined();
    expect(sub!.steps.map((step) => [step.number, step.src])).toEqual([
      [1, "/m/sub-step_1.png"],
      [2, "/m/sub-step_2.png"],
    ]);
    expect(sub!.posterSrc).toBe("/m/sub-step_1.png");
  });

  it("returns no cards for no flows", () => {
    expect(flowCards([], "/flows", en)).toEqual([]);
  });
});
