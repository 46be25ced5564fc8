// @vitest-environment node
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  extractStringArrayConstant,
  extractStringConstant,
  parseFlowMediaBase,
  parseList,
  siteConfigFromSource,
} from "./site-config.mjs";

const configSource = () => readFile(new URL("../../../app/config.ts", import.meta.url), "utf8");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("reading app/config.ts", () => {
  it("extracts the same defaults the app exports", async () => {
    const config = await import("../../../app/config");
    const source = await configSource();
    expect(extractStringConstant(source, "SITE_URL")).toBe(config.SITE_URL);
    expect(extractStringConstant(source, "PRODUCT_NAME")).toBe(config.PRODUCT_NAME);
    expect(extractStringConstant(source, "DEFAULT_FLOW_MEDIA_BASE")).toBe(config.DEFAULT_FLOW_MEDIA_BASE);
    expect(extractStringArrayConstant(source, "DEFAULT_RELAYS")).toEqual(config.DEFAULT_RELAYS);
  });

  it("reads array items across lines and ignores comments", () => {
    const source = `export const DEFAULT_RELAYS = [\n  "wss://a.example", // first, "wss://commented.example"\n  /* "wss://old.example", */ "wss://b.example",\n];`;
    expect(extractStringArrayConstant(source, "DEFAULT_RELAYS")).toEqual(["wss://a.example", "wss://b.example"]);
  });

  it("fails loudly when a constant is missing", () => {
    expect(() => extractStringConstant("export const OTHER = 1;", "SITE_URL")).toThrow(/SITE_URL/);
  });
});

describe("VITE_* overrides, parsed exactly as the app parses them", () => {
  for (const value of [" wss://a.example , ,wss://b.example ", "", " , ", "wss://only.example"]) {
    it(`VITE_RELAYS=${JSON.stringify(value)}`, async () => {
      vi.stubEnv("VITE_RELAYS", value);
      vi.resetModules();
      const { RELAYS, DEFAULT_RELAYS } = await import("../../../app/config");
      expect(parseList(value, DEFAULT_RELAYS)).toEqual(RELAYS);
      const fromSource = siteConfigFromSource(await configSource(), { VITE_RELAYS: value });
      expect(fromSource.relays).toEqual(RELAYS);
    });
  }

  for (const value of ["https://cdn.example.com/flows///", "  ", " /media/ "]) {
    it(`VITE_FLOW_MEDIA_BASE=${JSON.stringify(value)}`, async () => {
      vi.stubEnv("VITE_FLOW_MEDIA_BASE", value);
      vi.resetModules();
      const { FLOW_MEDIA_BASE, DEFAULT_FLOW_MEDIA_BASE } = await import("../../../app/config");
      expect(parseFlowMediaBase(value, DEFAULT_FLOW_MEDIA_BASE)).toBe(FLOW_MEDIA_BASE);
    });
  }
});
