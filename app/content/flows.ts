import type { TestFlow } from "./types";

/**
 * The app's recorded test flows (docs/product.md, "Test flow"). Media for each flow or subflow is
 * `{FLOW_MEDIA_BASE}/{path}-video.mp4` and `{FLOW_MEDIA_BASE}/{path}-step_{n}.png`, n = 1..steps.
 * A subflow's own screenshots are numbered from 1 on disk; the dashboard shows them after the
 * parent's steps, numbered on. After editing, regenerate the demo media: `node scripts/flows-media/generate.mjs`.
 */
export const testFlows: TestFlow[] = [
  {
    label: "Create Account",
    path: "create-account",
    tags: ["onboarding", "wallet", "recovery phrase"],
    steps: 16,
  },
  {
    label: "Send Ecash",
    path: "send-ecash",
    tags: ["ecash", "send"],
    steps: 5,
    subflows: [
      { label: "Copy", path: "send-ecash-copy", tags: ["ecash", "send", "clipboard"], steps: 2 },
      { label: "Check Status", path: "send-ecash-check-status", tags: ["ecash", "send", "status"], steps: 3 },
      { label: "Cancel", path: "send-ecash-cancel", tags: ["ecash", "send", "cancel"], steps: 3 },
      { label: "Copy as Emoji", path: "send-ecash-copy-as-emoji", tags: ["ecash", "send", "emoji"], steps: 4 },
      { label: "Share", path: "send-ecash-share", tags: ["ecash", "send", "share sheet"], steps: 1 },
    ],
  },
  {
    label: "Receive Lightning (with note confirm)",
    path: "receive-lightning-note-confirm",
    tags: ["lightning", "receive", "invoice note"],
    steps: 10,
  },
  {
    label: "Receive Lightning (skip note)",
    path: "receive-lightning-skip-note",
    tags: ["lightning", "receive"],
    steps: 8,
  },
];
