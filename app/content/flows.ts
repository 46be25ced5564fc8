import data from "./flows.json";
import type { TestFlow } from "./types";

/**
 * The app's recorded test flows (docs/product.md, "Test flow"). Media for each flow or subflow is
 * `{FLOW_MEDIA_BASE}/{path}-video.mp4` and `{FLOW_MEDIA_BASE}/{path}-step_{n}.png`, n = 1..steps.
 * A subflow's own screenshots are numbered from 1 on disk; the dashboard shows them after the
 * parent's steps, numbered on. After editing, regenerate the demo media: `node tools/flows-media/generate.mjs`.
 * The entries live in ./flows.json: ids, media paths, tag ids and step counts; their names and tags' words are
 * the catalogues' messages `flows.flow.{id}.name` (a subflow's `flows.flow.{parent id}.{id}.name`) and
 * `flows.tag.{tag}` (docs/languages.md).
 */
export const testFlows: TestFlow[] = data;
