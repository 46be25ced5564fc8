import { afterEach, describe, expect, it, vi } from "vitest";
import { isFromTheFuture, MAX_FUTURE_SECONDS, nowSeconds } from "./time";

afterEach(() => vi.useRealTimers());

describe("time", () => {
  it("reads the clock in whole unix seconds", () => {
    vi.useFakeTimers({ now: 1_700_000_000_999 });
    expect(nowSeconds()).toBe(1_700_000_000);
  });

  it("accepts events up to 15 minutes ahead, not one second more", () => {
    expect(MAX_FUTURE_SECONDS).toBe(900);
    expect(isFromTheFuture({ created_at: 1000 + 900 }, 1000)).toBe(false);
    expect(isFromTheFuture({ created_at: 1000 + 901 }, 1000)).toBe(true);
  });
});
