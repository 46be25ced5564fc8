import { RELAY_CONTROL_PORT } from "../../tools/local-env.mjs";

/**
 * Fails the run when the site sent the local relays a request the strictest public relays refuse
 * (tools/relay/strict-limits.mjs): the site copes with the refusal, so no test would fail on it, but on those
 * relays the data it asked for would never come. Covers the demo build's own queries too, when tools/e2e.mjs
 * started the relays for it.
 */
export default async function checkRelayRefusals(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${RELAY_CONTROL_PORT}/refusals`);
  if (!response.ok) throw new Error(`the local relays' refusals could not be read (${response.status})`);
  const refusals = (await response.json()) as { relay: number; subscriptionId: string; reason: string }[];
  if (refusals.length > 0) {
    const reasons = [...new Set(refusals.map((refusal) => refusal.reason))];
    throw new Error(
      `the local relays refused ${refusals.length} requests that strict public relays refuse: ${reasons.join("; ")}`,
    );
  }
}
