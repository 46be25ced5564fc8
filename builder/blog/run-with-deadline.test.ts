import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { HOSTILE_MARKDOWN } from "../../tests/fixtures/hostile-markdown";
import { DeadlineExceededError, runWithDeadline } from "./run-with-deadline";

describe("runWithDeadline", () => {
  it("returns the task's result", () => {
    expect(runWithDeadline(() => ({ answer: 42 }), 1000)).toEqual({ answer: 42 });
  });

  it("stops a task that never ends", () => {
    expect(() =>
      runWithDeadline(() => {
        for (;;);
      }, 50),
    ).toThrow(DeadlineExceededError);
  });

  it("stops the markdown parser itself in the middle of a superlinear parse", () => {
    const parser = unified().use(remarkParse).use(remarkGfm);
    expect(() => runWithDeadline(() => parser.parse(HOSTILE_MARKDOWN[0]!.content), 200)).toThrow(DeadlineExceededError);
    // The thread goes on normally afterwards.
    expect(runWithDeadline(() => parser.parse("# after").children[0]!.type, 1000)).toBe("heading");
  });

  it("throws the task's own errors as they are, a stack overflow included", () => {
    expect(() =>
      runWithDeadline(() => {
        throw new TypeError("bad");
      }, 1000),
    ).toThrow(new TypeError("bad"));
    const recurse = (n: number): number => recurse(n + 1) + 1;
    expect(() => runWithDeadline(() => recurse(0), 5000)).toThrow(RangeError);
  });
});
