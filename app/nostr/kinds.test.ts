import { describe, expect, it } from "vitest";
import * as kinds from "./kinds";

describe("kinds", () => {
  it("names each kind the site reads by the number its NIP gives it", () => {
    expect({ ...kinds }).toEqual({
      PROFILE_KIND: 0,
      NOTE_KIND: 1,
      DELETION_KIND: 5,
      REPOST_KIND: 6,
      REACTION_KIND: 7,
      GENERIC_REPOST_KIND: 16,
      COMMENT_KIND: 1111,
      ZAP_REQUEST_KIND: 9734,
      ZAP_RECEIPT_KIND: 9735,
      ARTICLE_KIND: 30023,
    });
  });
});
