import * as kinds from "nostr-tools/kinds";

/**
 * The event kinds the site reads, under the names its code uses. The numbers are nostr-tools' own table
 * (nostr-tools/kinds); the comments name the NIP that defines each.
 */
export const PROFILE_KIND = kinds.Metadata; // 0, NIP-01
export const NOTE_KIND = kinds.ShortTextNote; // 1, NIP-01 (replies: NIP-10)
export const DELETION_KIND = kinds.EventDeletion; // 5, NIP-09
export const REPOST_KIND = kinds.Repost; // 6, NIP-18
export const REACTION_KIND = kinds.Reaction; // 7, NIP-25
export const GENERIC_REPOST_KIND = kinds.GenericRepost; // 16, NIP-18
export const COMMENT_KIND = kinds.Comment; // 1111, NIP-22
export const ZAP_REQUEST_KIND = kinds.ZapRequest; // 9734, NIP-57
export const ZAP_RECEIPT_KIND = kinds.Zap; // 9735, NIP-57
export const ARTICLE_KIND = kinds.LongFormArticle; // 30023, NIP-23
