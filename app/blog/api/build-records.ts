import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState } from "react";
import type { CopiedImage } from "../model/image";

/** Author pubkey -> a value the build looked up for that author (the browser never looks these up itself). */
export type BuildRecord = Record<string, string>;
export type LnurlPubkeys = BuildRecord;
export type VerifiedNip05 = BuildRecord;

const NONE: BuildRecord = {};

/** The authors' LNURL zap receipt keys that the build resolved. */
export const LNURL_PUBKEYS_KEY = ["blog", "lnurl-pubkeys"] as const;
/** The authors' nip05 identifiers the build verified (a page without build-time data shows none as verified). */
export const VERIFIED_NIP05_KEY = ["blog", "verified-nip05"] as const;
/** The build's copies of covers and avatars on this site, by original URL (builder/blog/images.ts). */
export const IMAGE_COPIES_KEY = ["blog", "image-copies"] as const;
/** An image's original URL -> the build's copy of it. */
export type ImageCopies = Record<string, CopiedImage>;

/**
 * A record the build looked up. A pre-rendered page brings it in its data; it stays in the blog's query cache,
 * so pages reached afterwards by client-side navigation (which have no build-time data) use it too.
 */
function useBuildRecord<T extends Record<string, unknown> = BuildRecord>(key: readonly string[], initial?: T): T {
  const { data } = useQuery<T>({
    queryKey: key,
    queryFn: () => NONE as T,
    enabled: false,
    initialData: initial,
    staleTime: Infinity,
  });
  return data ?? (NONE as T);
}

export const useLnurlPubkeys = (initial?: LnurlPubkeys) => useBuildRecord(LNURL_PUBKEYS_KEY, initial);
export const useVerifiedNip05 = (initial?: VerifiedNip05) => useBuildRecord(VERIFIED_NIP05_KEY, initial);
/**
 * The build's image copies. Pages seed them from their data, merged into what the cache holds (each page brings
 * the copies of its own covers and avatars), so a refresh from the relays still shows the copies, never the
 * third-party originals.
 */
export function useImageCopies(initial?: ImageCopies): ImageCopies {
  const client = useQueryClient();
  const [seeded] = useState(() => {
    if (!initial) return undefined;
    const merged = { ...client.getQueryData<ImageCopies>(IMAGE_COPIES_KEY), ...initial };
    client.setQueryData(IMAGE_COPIES_KEY, merged);
    return merged;
  });
  return useBuildRecord<ImageCopies>(IMAGE_COPIES_KEY, seeded);
}

/**
 * The page's image copies for every cover and avatar under it: each blog page reads them once (`useImageCopies`)
 * and provides them, rather than each of a list's 60 images holding a cache observer of its own (hydrating them
 * was a measurable share of a slow phone's main-thread time). Outside a blog page: no copies.
 */
export const ImageCopiesContext = createContext<ImageCopies>({});

/** The build's copy of one image of this page, if it made one. */
export function useImageCopy(url: string | undefined): CopiedImage | undefined {
  const copies = useContext(ImageCopiesContext);
  return url === undefined ? undefined : copies[url];
}
