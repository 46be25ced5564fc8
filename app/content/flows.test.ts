import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLOW_MEDIA_BASE } from "../config";
import source from "../i18n/messages/en.json";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { flowCards, flowNameKey, tagKey } from "../test-flows/flow-model";
import { testFlows } from "./flows";

const en = translator(DEFAULT_LOCALE);
/** Every flow, each followed by its subflows: the dashboard's order. */
const all = testFlows.flatMap((flow) => [flow, ...(flow.subflows ?? [])]);

// Rules the entries must keep, whatever flows are recorded: the spec's counts, names and tags for each, and media
// paths that name each card's files once (docs/product.md, "Test flow"; docs/content.md, "Test-flow media").
describe("test flows content", () => {
  it("holds the step counts docs/product.md gives, in its order", () => {
    const row = readFileSync("docs/product.md", "utf8")
      .split("\n")
      .find((line) => /^\|\s*test-flow steps\s*\|/.test(line));
    expect(row, "docs/product.md has a 'test-flow steps' constant").toBeDefined();
    const counts = row!.split("|")[2]!.match(/\d+/g)!.map(Number);
    expect(all.map((flow) => flow.steps)).toEqual(counts);
  });

  it("gives every flow and subflow at least one step, counted in whole steps", () => {
    for (const flow of all) {
      expect(Number.isInteger(flow.steps), flow.path).toBe(true);
      expect(flow.steps, flow.path).toBeGreaterThan(0);
    }
  });

  it("gives each flow an id of its own, and each subflow one unique among its siblings, fit for a message key", () => {
    const unique = (ids: string[]) => expect(new Set(ids).size, ids.join(", ")).toBe(ids.length);
    unique(testFlows.map((flow) => flow.id));
    for (const flow of testFlows) unique((flow.subflows ?? []).map((sub) => sub.id));
    for (const flow of all) expect(flow.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("names every flow, subflow and tag in the catalogue", () => {
    for (const flow of testFlows) {
      for (const [item, parent] of [[flow], ...(flow.subflows ?? []).map((sub) => [sub, flow] as const)] as const) {
        expect(source, item.id).toHaveProperty([flowNameKey(item, parent)]);
        for (const tag of item.tags) expect(source, `${item.id}: ${tag}`).toHaveProperty([tagKey(tag)]);
      }
    }
  });

  it("gives every flow and subflow tags, none twice, and a unique, URL-safe media path", () => {
    for (const flow of all) {
      expect(flow.tags.length, flow.path).toBeGreaterThan(0);
      expect(new Set(flow.tags).size, flow.path).toBe(flow.tags.length);
      expect(flow.path, flow.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
    expect(new Set(all.map((flow) => flow.path)).size).toBe(all.length);
  });

  it("gives each card a title and an anchor of its own: they name its video and screenshots", () => {
    const cards = flowCards(testFlows, DEFAULT_FLOW_MEDIA_BASE, en);
    expect(cards).toHaveLength(all.length);
    expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });
});

describe("demo media in public/flows", () => {
  const publicDir = join(process.cwd(), "public");
  const read = (url: string) => readFileSync(join(publicDir, url));
  /** The files docs/content.md names for each flow and subflow: its video, and its own steps' screenshots from 1. */
  const files = all.flatMap((flow) => [
    `${DEFAULT_FLOW_MEDIA_BASE}/${flow.path}-video.mp4`,
    ...Array.from({ length: flow.steps }, (_, i) => `${DEFAULT_FLOW_MEDIA_BASE}/${flow.path}-step_${i + 1}.png`),
  ]);

  it("has each flow's and subflow's video and a screenshot of each of its steps, and nothing else", () => {
    for (const file of files) {
      expect(existsSync(join(publicDir, file)), file).toBe(true);
      if (file.endsWith(".mp4")) expect(read(file).subarray(4, 8).toString("latin1"), file).toBe("ftyp");
      else expect(read(file).subarray(1, 4).toString("latin1"), file).toBe("PNG");
    }
    const shipped = readdirSync(join(publicDir, DEFAULT_FLOW_MEDIA_BASE)).map(
      (name) => `${DEFAULT_FLOW_MEDIA_BASE}/${name}`,
    );
    expect(shipped.sort()).toEqual([...files].sort());
  });

  it("is what the default dashboard asks for: every file, and no other", () => {
    const cards = flowCards(testFlows, DEFAULT_FLOW_MEDIA_BASE, en);
    const urls = new Set(cards.flatMap((card) => [card.videoSrc, ...card.steps.map((step) => step.src)]));
    expect([...urls].sort()).toEqual([...files].sort());
  });

  it("stays under 2 MB in total", () => {
    const bytes = files.reduce((sum, url) => sum + statSync(join(publicDir, url)).size, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
