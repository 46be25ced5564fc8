import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { readCatalogues } from "./i18n/catalogue.mjs";
import { launchChecklistPlugin } from "./vite/launch-checklist-plugin.mjs";
import {
  LAUNCH_SETTINGS,
  launchChecklist,
  launchWarnings,
  reviewWarnings,
  translationWarnings,
  type LaunchSetting,
} from "./launch-checklist";

const siteUrl: LaunchSetting = {
  name: "SITE_URL",
  file: "app/config.ts",
  placeholder: "https://ember.cash",
  value: "",
};

describe("launchWarnings", () => {
  it("warns for a setting that still holds its placeholder, naming it and the placeholder", () => {
    expect(launchWarnings([{ ...siteUrl, value: "https://ember.cash" }])).toEqual([
      "launch checklist: SITE_URL (app/config.ts) is still the placeholder https://ember.cash",
    ]);
  });

  it("says nothing for a setting with its real value", () => {
    expect(launchWarnings([{ ...siteUrl, value: "https://wallet.example.org" }])).toEqual([]);
  });

  it("gives one warning per placeholder", () => {
    const settings = [
      { ...siteUrl, value: "https://ember.cash" },
      { name: "APP_STORE_ID", file: "app/config.ts", placeholder: "6479453981", value: "6479453981" },
      {
        name: "SUPPORT_EMAIL",
        file: "app/content/faq.ts",
        placeholder: "support@ember.cash",
        value: "help@example.org",
      },
    ];
    expect(launchWarnings(settings)).toHaveLength(2);
  });

  it("covers the site URL, the App Store id, the three social links and the support email", () => {
    expect(LAUNCH_SETTINGS.map((item) => item.name).join(", ")).toBe(
      "SITE_URL, APP_STORE_ID, X (Twitter) link, GitHub link, nostr link, SUPPORT_EMAIL",
    );
    // Each reads the live setting (a social link that went missing would read as "").
    expect(LAUNCH_SETTINGS.every((item) => item.value !== "")).toBe(true);
  });
});

describe("reviewWarnings", () => {
  it("names each language no native speaker has reviewed, and its catalogue", () => {
    expect(reviewWarnings(["ar", "fa"])).toEqual([
      "launch checklist: the ar translation (app/i18n/messages/ar.json) is not reviewed by a native speaker yet",
      "launch checklist: the fa translation (app/i18n/messages/fa.json) is not reviewed by a native speaker yet",
    ]);
    expect(reviewWarnings([])).toEqual([]);
  });

  it("lists all ten translations until a native speaker has reviewed one; the message documentation is none", () => {
    // The catalogues' review pass (docs/translations-review.md) was not a native speaker's: none says reviewed.
    expect(reviewWarnings().map((line) => /the (\S+) translation/.exec(line)?.[1])).toEqual([
      "ar",
      "de",
      "es",
      "fa",
      "fr",
      "ja",
      "pt-BR",
      "ru",
      "tr",
      "zh-CN",
    ]);
  });

  it("reads the catalogues' own records", () => {
    expect(launchChecklist()).toEqual([...launchWarnings(), ...reviewWarnings(), ...translationWarnings()]);
  });
});

describe("translationWarnings", () => {
  it("counts each language's messages still in English, naming the catalogue's mark", () => {
    expect(translationWarnings({ es: 2, "pt-BR": 1 })).toEqual([
      "launch checklist: the es translation has 2 messages still in English " +
        "(app/i18n/messages/es.json, @metadata.needsTranslation)",
      "launch checklist: the pt-BR translation has 1 message still in English " +
        "(app/i18n/messages/pt-BR.json, @metadata.needsTranslation)",
    ]);
    expect(translationWarnings({})).toEqual([]);
  });

  it("reads the catalogues' marks", () => {
    const marked = Object.values(readCatalogues()).filter((c) => (c.meta.needsTranslation?.length ?? 0) > 0);
    expect(translationWarnings()).toHaveLength(marked.length);
  });
});

describe("launchChecklistPlugin", () => {
  async function runBuildStart(mode: string, environment: string) {
    const warnings: string[] = [];
    const plugin = launchChecklistPlugin({ warn: (message: string) => warnings.push(message) });
    (plugin.configResolved as (config: unknown) => void)({ root: process.cwd(), mode });
    await (plugin.buildStart as (this: unknown) => Promise<void>).call({ environment: { name: environment } });
    return warnings;
  }

  it("prints the checklist's warnings, read through Vite, once per production build", async () => {
    expect(await runBuildStart("production", "client")).toEqual(launchChecklist());
    expect(await runBuildStart("production", "ssr")).toEqual([]);
    expect(await runBuildStart("development", "client")).toEqual([]);
  });
});

describe("npm run launch-check (the deploy job's gate)", () => {
  it("fails, naming every placeholder still set, with one last line that says why; passes once none is", () => {
    const run = spawnSync(process.execPath, ["builder/launch-check.mjs"], { encoding: "utf8" });
    const placeholders = launchWarnings();
    const errors = run.stderr.trim().split("\n");
    if (placeholders.length === 0) {
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("launch checklist: no placeholder left");
      return;
    }
    expect(run.status).toBe(1);
    for (const line of placeholders) expect(errors).toContain(line);
    expect(errors.at(-1)).toBe(
      `✖ deploy refused: ${placeholders.length} launch checklist placeholder${placeholders.length === 1 ? "" : "s"} ` +
        'still set (docs/deploying.md, "Launch checklist")',
    );
    // Translations not reviewed or not finished yet are named, never a reason to refuse.
    for (const line of [...reviewWarnings(), ...translationWarnings()]) expect(run.stderr).toContain(line);
  }, 30_000);
});
