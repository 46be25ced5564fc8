import { describe, expect, it } from "vitest";
import { recording, targetsOf } from "./floor.mjs";

const targets = ["a", "b", "c", "d"].map((id) => ({ id: id.repeat(64), address: `30023:${"f".repeat(64)}:${id}` }));
const comments = (some: typeof targets, tags = ["#e", "#a"]) =>
  tags.map((tag) => ({
    kinds: [1, 1111],
    [tag]: some.map((target) => (tag === "#e" ? target.id : target.address)),
    limit: 500,
  }));
const likes = (some: typeof targets) => [{ kinds: [7], "#e": some.map((target) => target.id), limit: 500 }];

describe("recording", () => {
  it("puts each REQ that asks a counter again for part of its articles under the REQ it came from", async () => {
    const asked: unknown[] = [];
    const record = recording(
      async (filters: unknown) => {
        asked.push(filters);
        return [];
      },
      targets,
      [[1, 1111], [7]],
    );
    const profiles = [{ kinds: [0], authors: ["f".repeat(64)], limit: 1 }];
    await record.request(profiles);
    await record.request(comments(targets));
    await record.request(likes(targets));
    // A part with fewer filters (only the one that came back full), then a part of that part.
    await record.request(comments(targets.slice(0, 2), ["#a"]));
    await record.request(likes(targets.slice(2)));
    await record.request(comments(targets.slice(2), ["#a"]));
    await record.request(comments(targets.slice(0, 1), ["#a"]));
    expect(record.count()).toBe(7);
    expect(asked).toHaveLength(7);
    const shape = (nodes: { filters: { kinds: number[] }[]; children: unknown[] }[]): unknown =>
      nodes.map((node) => [node.filters[0]!.kinds.join(","), shape(node.children as never)]);
    expect(shape(record.roots)).toEqual([
      ["0", []],
      [
        "1,1111",
        [
          ["1,1111", [["1,1111", []]]],
          ["1,1111", []],
        ],
      ],
      ["7", [["7", []]]],
    ]);
  });
});

describe("targetsOf", () => {
  it("lists each article once, newest first, with its address", () => {
    const event = (id: string, created_at: number) => ({
      id,
      kind: 30023,
      pubkey: "p",
      created_at,
      tags: [["d", `d-${id}`]],
    });
    expect(targetsOf([event("x", 1), event("y", 2), event("x", 1)])).toEqual([
      { id: "y", address: "30023:p:d-y" },
      { id: "x", address: "30023:p:d-x" },
    ]);
  });
});
