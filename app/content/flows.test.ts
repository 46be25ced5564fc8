import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLOW_MEDIA_BASE } from "../config";
import source from "../i18n/messages/en.json";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { flowCards, flowNameKey, tagKey } from "../test-flows/flow-model";
import { testFlows } from "./flows";

const en = translator(DEFAULT_LOCALE);

describe("test flows content", () => {
  it("holds the spec's flows, subflows and step counts", () => {
    expect(
      testFlows.map((flow) => [
        en(flowNameKey(flow)),
        flow.steps,
        (flow.subflows ?? []).map((sub) => [en(flowNameKey(sub, flow)), sub.steps]),
      ]),
    ).toEqual([
      ["Create Account", 16, []],
      [
        "Send Ecash",
        5,
        [
          ["Copy", 2],
          ["Check Status", 3],
          ["Cancel", 3],
          ["Copy as Emoji", 4],
          ["Share", 1],
        ],
      ],
      ["Receive Lightning (with note confirm)", 10, []],
      ["Receive Lightning (skip note)", 8, []],
    ]);
  });

  it("names every flow, subflow and tag in the catalogue", () => {
    for (const flow of testFlows) {
      for (const [item, parent] of [[flow], ...(flow.subflows ?? []).map((sub) => [sub, flow] as const)] as const) {
        expect(source, item.id).toHaveProperty([flowNameKey(item, parent)]);
        for (const tag of item.tags) expect(source, `${item.id}: ${tag}`).toHaveProperty([tagKey(tag)]);
      }
    }
  });

  it("gives every flow and subflow tags and a unique, URL-safe media path", () => {
    const all = testFlows.flatMap((flow) => [flow, ...(flow.subflows ?? [])]);
    for (const flow of all) {
      expect(flow.tags.length, flow.path).toBeGreaterThan(0);
      expect(flow.path, flow.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
    expect(new Set(all.map((flow) => flow.path)).size).toBe(all.length);
  });
});

describe("demo media in public/flows", () => {
  const publicDir = join(process.cwd(), "public");
  const cards = flowCards(testFlows, DEFAULT_FLOW_MEDIA_BASE, en);
  const urls = new Set(cards.flatMap((card) => [card.videoSrc, ...card.steps.map((step) => step.src)]));

  it("has every video and screenshot the default dashboard asks for, and nothing else", () => {
    for (const url of urls) expect(existsSync(join(publicDir, url)), url).toBe(true);
    const files = readdirSync(join(publicDir, DEFAULT_FLOW_MEDIA_BASE)).map(
      (name) => `${DEFAULT_FLOW_MEDIA_BASE}/${name}`,
    );
    expect(files.sort()).toEqual([...urls].sort());
    expect(files.filter((file) => file.endsWith(".png"))).toHaveLength(52);
    expect(files.filter((file) => file.endsWith(".mp4"))).toHaveLength(9);
  });

  it("stays under 2 MB in total", () => {
    const bytes = [...urls].reduce((sum, url) => sum + statSync(join(publicDir, url)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
