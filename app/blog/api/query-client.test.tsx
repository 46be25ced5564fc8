import { useQuery } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlogQueryProvider } from "./query-client";

/** A page that reads two queries seeded with its data, as the pre-rendered blog pages do. */
function Page({ id }: { id: number }) {
  const list = useQuery({ queryKey: ["list", id], queryFn: () => [id], initialData: [id] });
  const counts = useQuery({ queryKey: ["counts", id], queryFn: () => ({ id }), initialData: { id } });
  return <p>{`list ${list.data.join()}, counts ${counts.data.id}`}</p>;
}

afterEach(() => vi.useRealTimers());

describe("BlogQueryProvider when pre-rendering", () => {
  it("renders each page with its own data", () => {
    expect(renderToString(<BlogQueryProvider children={<Page id={1} />} />)).toContain("list 1, counts 1");
    expect(renderToString(<BlogQueryProvider children={<Page id={2} />} />)).toContain("list 2, counts 2");
  });

  it("leaves no timer behind a page, so a rendered page's queries and data can be collected", () => {
    vi.useFakeTimers();
    for (let id = 0; id < 50; id++) renderToString(<BlogQueryProvider children={<Page id={id} />} />);
    expect(vi.getTimerCount()).toBe(0);
  });
});
