// The `.well-known` answers of the demo's reserved domain (ember.example), served by the local control
// server (local-relays.mjs): demo builds send their NIP-05 and LNURL lookups for `*.example` there
// (DEMO_WELL_KNOWN_ORIGIN, app/blog/well-known-fetch.server.ts), so the demo author's nip05 is verified and
// its lightning address resolves to the demo zap service's key, all on this machine.
import { createIdentities, DEMO_LIGHTNING_ADDRESS, DEMO_NIP05 } from "./generate-seed.mjs";

/** @returns {Promise<(pathname: string, params: URLSearchParams) => unknown>} the JSON answer, or undefined (404) */
export async function demoWellKnown() {
  const { authors, zapService } = await createIdentities();
  const nip05Name = DEMO_NIP05.team.split("@")[0];
  const lnurlName = DEMO_LIGHTNING_ADDRESS.team.split("@")[0];
  return (pathname, params) => {
    if (pathname === "/.well-known/nostr.json") {
      const name = params.get("name");
      return { names: name === nip05Name ? { [nip05Name]: authors.team.pubkey } : {} };
    }
    if (pathname === `/.well-known/lnurlp/${lnurlName}`) {
      // LUD-06 pay request, as a NIP-57 server answers it; nothing is ever paid (the callback does not exist).
      return {
        tag: "payRequest",
        callback: "https://ember.example/lnurlp/callback",
        minSendable: 1000,
        maxSendable: 100_000_000,
        metadata: JSON.stringify([["text/plain", `Tips for ${DEMO_LIGHTNING_ADDRESS.team}`]]),
        allowsNostr: true,
        nostrPubkey: zapService.pubkey,
      };
    }
    return undefined;
  };
}
