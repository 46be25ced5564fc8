import { describe, expect, it } from "vitest";
import { interleavedRuns } from "./rounds.mjs";

describe("interleavedRuns", () => {
  it("visits every measurement once per round, in order, before the next round", () => {
    expect(interleavedRuns(["/", "/blog", "/ar"], 2)).toEqual([
      { round: 1, measurement: "/" },
      { round: 1, measurement: "/blog" },
      { round: 1, measurement: "/ar" },
      { round: 2, measurement: "/" },
      { round: 2, measurement: "/blog" },
      { round: 2, measurement: "/ar" },
    ]);
  });

  it("runs each measurement exactly `runs` times", () => {
    const order = interleavedRuns(["a", "b"], 5);
    expect(order.filter((run) => run.measurement === "a")).toHaveLength(5);
    expect(order.filter((run) => run.measurement === "b").map((run) => run.round)).toEqual([1, 2, 3, 4, 5]);
  });

  it("plans nothing without measurements or runs", () => {
    expect(interleavedRuns([], 3)).toEqual([]);
    expect(interleavedRuns(["a"], 0)).toEqual([]);
  });
});
