import { describe, expect, it } from "vitest";
import { nip10Parents } from "./nip10";
import type { Tag } from "./tags";

const ROOT = "a".repeat(64);
const PARENT = "b".repeat(64);
const ADDRESS = `30023:${"c".repeat(64)}:post`;

describe("nip10Parents", () => {
  it.each<[string, Tag[], Tag[]]>([
    [
      "the tags marked reply",
      [
        ["e", ROOT, "", "root"],
        ["e", PARENT, "", "reply"],
      ],
      [["e", PARENT, "", "reply"]],
    ],
    [
      "the root, when it is the only marker",
      [
        ["e", ROOT, "", "root"],
        ["a", ADDRESS, "", "root"],
      ],
      [
        ["e", ROOT, "", "root"],
        ["a", ADDRESS, "", "root"],
      ],
    ],
    [
      "the last e tag of the positional form",
      [
        ["e", ROOT],
        ["e", PARENT],
      ],
      [["e", PARENT]],
    ],
    [
      "the last a tag too when there is at most one e tag",
      [
        ["e", ROOT],
        ["a", ADDRESS],
      ],
      [
        ["e", ROOT],
        ["a", ADDRESS],
      ],
    ],
    ["nothing marked mention", [["e", ROOT, "", "mention"]], []],
    ["nothing without references", [["p", PARENT]], []],
  ])("names %s", (_, tags, parents) => {
    expect(nip10Parents(tags)).toEqual(parents);
  });
});
