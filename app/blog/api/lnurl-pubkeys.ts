import { useQuery } from "@tanstack/react-query";

export type LnurlPubkeys = Record<string, string>;

const NONE: LnurlPubkeys = {};

export const LNURL_PUBKEYS_KEY = ["blog", "lnurl-pubkeys"] as const;

/**
 * The authors' LNURL zap receipt keys that the build resolved. A pre-rendered page brings them in its data;
 * they stay in the blog's query cache, so pages reached afterwards by client-side navigation (which have no
 * build-time data) use them too. The browser never looks them up itself.
 */
export function useLnurlPubkeys(initial?: LnurlPubkeys): LnurlPubkeys {
  const { data } = useQuery({
    queryKey: LNURL_PUBKEYS_KEY,
    queryFn: () => NONE,
    enabled: false,
    initialData: initial,
    staleTime: Infinity,
  });
  return data ?? NONE;
}
