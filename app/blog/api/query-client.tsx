import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * One client for the blog pages, shared by the list and the article page (a card's data is still cached
 * on the way back). Relay queries already wait for slow relays, so failures are not retried automatically:
 * the list's error view has a "Try Again" button.
 */
export const blogQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: 30 * 60_000 },
  },
});

export function BlogQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={blogQueryClient}>{children}</QueryClientProvider>;
}
