import type { TestFlow, TestSubflow } from "../content/types";
import type { MessageKey, Translate } from "../i18n/messages";

/** One numbered screenshot in a card's strip. */
export interface FlowStep {
  /** The number shown on the card: continuous across the parent's steps and the subflow's own. */
  number: number;
  src: string;
  /** Name of the flow or subflow whose recording the screenshot belongs to. */
  source: string;
  /** True for a parent's step shown at the start of a subflow card. */
  inherited: boolean;
}

/** Everything one card on the dashboard shows, for a flow or a subflow. */
export interface FlowCard {
  /** Anchor id of the card, unique on the page. */
  id: string;
  /** The flow's or subflow's name, in the page's language. */
  label: string;
  /** The parent flow's name, for a subflow card. */
  parentLabel?: string;
  /** "Flow" or "Parent: Subflow": names the card, its video button and its screenshots. */
  title: string;
  /** The tags' words, in the page's language. */
  tags: string[];
  videoSrc: string;
  /** The card's first step screenshot, if it has any steps. */
  posterSrc?: string;
  steps: FlowStep[];
}

function mediaUrl(base: string, path: string, suffix: string): string {
  const cleanBase = base.replace(/\/+$/, "");
  const cleanPath = path.replace(/^\/+/, "");
  return `${cleanBase}/${cleanPath}-${suffix}`;
}

/** `{base}/{path}-video.mp4` */
export function flowVideoUrl(base: string, path: string): string {
  return mediaUrl(base, path, "video.mp4");
}

/** `{base}/{path}-step_{n}.png`, n counted from 1 within the flow or subflow that owns the file. */
export function flowStepUrl(base: string, path: string, n: number): string {
  return mediaUrl(base, path, `step_${n}.png`);
}

/** A step count from content, as a whole number of at least 0. */
export function stepCount(steps: number): number {
  return Number.isFinite(steps) && steps > 0 ? Math.floor(steps) : 0;
}

/** Anchor id for a media path: "send-ecash-copy" becomes "flow-send-ecash-copy". */
export function cardId(path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `flow-${slug}`;
}

/** The message naming a flow, or a subflow of `parent`. */
export function flowNameKey(flow: TestSubflow, parent?: TestFlow): MessageKey {
  return (parent ? `flows.flow.${parent.id}.${flow.id}.name` : `flows.flow.${flow.id}.name`) as MessageKey;
}

/** The message of a tag. */
export function tagKey(tag: string): MessageKey {
  return `flows.tag.${tag}` as MessageKey;
}

function ownSteps(
  base: string,
  flow: TestSubflow,
  source: string,
  firstNumber: number,
  inherited: boolean,
): FlowStep[] {
  return Array.from({ length: stepCount(flow.steps) }, (_, i) => ({
    number: firstNumber + i,
    src: flowStepUrl(base, flow.path, i + 1),
    source,
    inherited,
  }));
}

function card(t: Translate, base: string, flow: TestSubflow, steps: FlowStep[], parent?: TestFlow): FlowCard {
  const label = t(flowNameKey(flow, parent));
  const parentLabel = parent && t(flowNameKey(parent));
  return {
    id: cardId(flow.path),
    label,
    parentLabel,
    title: parentLabel === undefined ? label : t("flows.card.subflowTitle", { flow: parentLabel, subflow: label }),
    tags: flow.tags.map((tag) => t(tagKey(tag))),
    videoSrc: flowVideoUrl(base, flow.path),
    posterSrc: steps[0]?.src,
    steps,
  };
}

/**
 * One card per flow and per subflow, each flow followed by its subflows, named in the language of `t`. A subflow
 * card shows the parent's steps first (their own files, numbered 1..p), then the subflow's own files 1..k as
 * p+1..p+k.
 */
export function flowCards(flows: TestFlow[], base: string, t: Translate): FlowCard[] {
  return flows.flatMap((flow) => {
    const parentSteps = ownSteps(base, flow, t(flowNameKey(flow)), 1, false);
    const inheritedSteps = parentSteps.map((step) => ({ ...step, inherited: true }));
    return [
      card(t, base, flow, parentSteps),
      ...(flow.subflows ?? []).map((sub) =>
        card(
          t,
          base,
          sub,
          [...inheritedSteps, ...ownSteps(base, sub, t(flowNameKey(sub, flow)), inheritedSteps.length + 1, false)],
          flow,
        ),
      ),
    ];
  });
}
