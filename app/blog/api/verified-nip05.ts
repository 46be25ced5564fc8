import { useQuery } from "@tanstack/react-query";

export type VerifiedNip05 = Record<string, string>;

const NONE: VerifiedNip05 = {};

export const VERIFIED_NIP05_KEY = ["blog", "verified-nip05"] as const;

/**
 * The authors' nip05 identifiers the build verified (author pubkey -> nip05). A pre-rendered page brings
 * them in its data and they stay in the blog's query cache for the pages reached from it; the browser never
 * checks a nip05 itself, so a page without build-time data shows every nip05 unverified.
 */
export function useVerifiedNip05(initial?: VerifiedNip05): VerifiedNip05 {
  const { data } = useQuery({
    queryKey: VERIFIED_NIP05_KEY,
    queryFn: () => NONE,
    enabled: false,
    initialData: initial,
    staleTime: Infinity,
  });
  return data ?? NONE;
}
