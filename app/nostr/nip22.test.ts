import { describe, expect, it } from "vitest";
import { nip22Parents } from "./nip22";

const ROOT = `30023:${"c".repeat(64)}:post`;
const PARENT = "b".repeat(64);

describe("nip22Parents", () => {
  it("names the lowercase parent tags, with the parent's kind", () => {
    expect(
      nip22Parents([
        ["A", ROOT],
        ["K", "30023"],
        ["e", PARENT],
        ["k", "1111"],
      ]),
    ).toEqual({ parents: [["e", PARENT]], kinds: ["1111"] });
  });

  it("names the root, with the root's kind, when there are no parent tags", () => {
    expect(
      nip22Parents([
        ["A", ROOT],
        ["K", "30023"],
      ]),
    ).toEqual({ parents: [["A", ROOT]], kinds: ["30023"] });
  });

  it("names nothing without references", () => {
    expect(nip22Parents([["p", PARENT]])).toEqual({ parents: [], kinds: [] });
  });
});
