import { useQuery } from "@tanstack/react-query";

/** Author pubkey -> a value the build looked up for that author (the browser never looks these up itself). */
export type BuildRecord = Record<string, string>;
export type LnurlPubkeys = BuildRecord;
export type VerifiedNip05 = BuildRecord;

const NONE: BuildRecord = {};

/** The authors' LNURL zap receipt keys that the build resolved. */
export const LNURL_PUBKEYS_KEY = ["blog", "lnurl-pubkeys"] as const;
/** The authors' nip05 identifiers the build verified (a page without build-time data shows none as verified). */
export const VERIFIED_NIP05_KEY = ["blog", "verified-nip05"] as const;

/**
 * A record the build looked up. A pre-rendered page brings it in its data; it stays in the blog's query cache,
 * so pages reached afterwards by client-side navigation (which have no build-time data) use it too.
 */
function useBuildRecord(key: readonly string[], initial?: BuildRecord): BuildRecord {
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => NONE,
    enabled: false,
    initialData: initial,
    staleTime: Infinity,
  });
  return data ?? NONE;
}

export const useLnurlPubkeys = (initial?: LnurlPubkeys) => useBuildRecord(LNURL_PUBKEYS_KEY, initial);
export const useVerifiedNip05 = (initial?: VerifiedNip05) => useBuildRecord(VERIFIED_NIP05_KEY, initial);
