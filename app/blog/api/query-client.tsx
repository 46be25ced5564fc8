import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

const isServer = typeof window === "undefined";

/**
 * Relay queries already wait for slow relays, so failures are not retried automatically: the list's error
 * view has a "Try Again" button.
 *
 * In the browser an unused query is dropped after 30 minutes. When pre-rendering, never: a finite gcTime starts
 * a timer per query, and a pending timer keeps its query, the page's data and the page's whole client alive for
 * those 30 minutes. At 12,000 pages that held 0.18 MB a page, 3 GB in all (docs/decisions/prerender-memory.md).
 */
const createClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        gcTime: isServer ? Infinity : 30 * 60_000,
      },
    },
  });

/**
 * In the browser, one client for the blog pages, shared by the list and the article page (a card's data is
 * still cached on the way back).
 */
export const blogQueryClient = createClient();

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  // Pre-rendering renders many pages in one process: each gets its own cache, seeded with its own data, and
  // collected with the page.
  const [client] = useState(() => (isServer ? createClient() : blogQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
