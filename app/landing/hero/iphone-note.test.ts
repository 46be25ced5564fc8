import { describe, expect, it } from "vitest";
import { isAppleMobile } from "./iphone-note";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("isAppleMobile", () => {
  it("knows an iPhone, whichever browser it runs", () => {
    expect(isAppleMobile(IPHONE, "iPhone", 5)).toBe(true);
    expect(isAppleMobile(IPHONE_CHROME, "iPhone", 5)).toBe(true);
  });

  it("knows an iPad that says it is a Mac by its touch screen, and a Mac by its lack of one", () => {
    expect(isAppleMobile(IPAD_AS_MAC, "MacIntel", 5)).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, "MacIntel", 0)).toBe(false);
  });

  it("says no for Android and Windows", () => {
    expect(isAppleMobile(ANDROID, "Linux armv8l", 5)).toBe(false);
    expect(isAppleMobile(WINDOWS, "Win32", 0)).toBe(false);
  });
});
