import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("unhandled route errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fall to React Router's default fallback page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("boom");
    }
    const Stub = createRoutesStub([{ path: "/", Component: Broken }]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: /Unexpected Application Error/ })).toBeInTheDocument();
    expect(screen.getByText("boom")).toBeInTheDocument();
  });
});
