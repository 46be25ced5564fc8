import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/**
 * Relay queries already wait for slow relays, so failures are not retried automatically: the list's error
 * view has a "Try Again" button.
 */
const createClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: 30 * 60_000 },
    },
  });

/**
 * In the browser, one client for the blog pages, shared by the list and the article page (a card's data is
 * still cached on the way back).
 */
export const blogQueryClient = createClient();

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  // Pre-rendering renders many pages in one process: each gets its own cache, seeded with its own data.
  const [client] = useState(() => (typeof window === "undefined" ? createClient() : blogQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
