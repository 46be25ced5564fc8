// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { hexAuthorKeys } from "./hex-authors-plugin.mjs";

const FIATJAF = "npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6";
const FIATJAF_HEX = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";

describe("hexAuthorKeys", () => {
  it("decodes npubs and normalises hex keys, in order", () => {
    expect(hexAuthorKeys([` ${FIATJAF} `, FIATJAF_HEX.toUpperCase()])).toEqual([FIATJAF_HEX, FIATJAF_HEX]);
  });

  it("keeps a key that does not decode as it is, with a warning, so the browser skips it", () => {
    const warn = vi.fn();
    expect(hexAuthorKeys(["npub1notvalid", `${FIATJAF.slice(0, -1)}x`], warn)).toEqual([
      "npub1notvalid",
      `${FIATJAF.slice(0, -1)}x`,
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
