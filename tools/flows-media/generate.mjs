// Generates the demo media of the test-flow dashboard into public/flows/: one screenshot per step
// of every flow and subflow ({path}-step_{n}.png, n from 1 within its own flow or subflow) and one
// short H.264 video per card ({path}-video.mp4) that walks through the card's steps.
// The files are committed; only this script needs ffmpeg (Debian: `apt-get install -y ffmpeg`).
// Usage: node tools/flows-media/generate.mjs
import { spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import MessageFormat from "@messageformat/core";
import { runnerImport } from "vite";
import { readCatalogues } from "../../builder/i18n/catalogue.mjs";

const OUT_DIR = resolve("public/flows");
/** Screens are drawn at 360 x 780 (an iPhone's 9:19.5), then saved at 288 x 624: twice the strip's 144 x 312. */
const WIDTH = 360;
const HEIGHT = 780;
const SAVED_SIZE = "288:624";
const SECONDS_PER_STEP = 1;
const VIDEO_FPS = 10;
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const COLORS = {
  ink: "0x0b0b0f",
  panel: "0x15151c",
  line: "0x2c2c38",
  text: "0xf4f4f6",
  muted: "0xa9a9b8",
  accent: "0xef4444",
  button: "0xdc2626",
};

const { module: content } = await runnerImport(resolve("app/content/flows.ts"), {
  configFile: false,
  logLevel: "error",
});
const { module: model } = await runnerImport(resolve("app/test-flows/flow-model.ts"), {
  configFile: false,
  logLevel: "error",
});

const tmp = await mkdtemp(join(tmpdir(), "flows-media-"));
let textFiles = 0;

function ffmpeg(args) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { encoding: "utf8" });
  if (result.error) throw new Error(`ffmpeg is needed to generate the demo media: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** Wraps a label into lines of at most `max` characters, at word boundaries. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A drawtext filter; the text goes through a file, so no filtergraph escaping is needed. */
async function text(value, { x, y, size, color = COLORS.text, bold = false }) {
  const file = join(tmp, `text-${textFiles++}.txt`);
  await writeFile(file, value);
  const font = bold ? FONT_BOLD : FONT;
  return `drawtext=fontfile=${font}:textfile=${file}:expansion=none:x=${x}:y=${y}:fontsize=${size}:fontcolor=${color}`;
}

function box(x, y, w, h, color, thickness = "fill") {
  return `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${color}:t=${thickness}`;
}

/** The filters that draw one app-like screen: status bar, brand, title, step badge, content rows, button. */
async function screenFilters({ parentLabel, label, number, total, isLast }) {
  const filters = [
    box(0, 0, Math.round((WIDTH * number) / total), 4, COLORS.accent),
    await text("9:41", { x: 24, y: 16, size: 15, bold: true }),
    box(WIDTH - 52, 18, 26, 13, COLORS.muted, 2),
    box(WIDTH - 49, 21, 16, 7, COLORS.muted),
    await text("\u25CF", { x: 24, y: 50, size: 18, color: COLORS.accent }),
    await text("Ember", { x: 46, y: 50, size: 18, bold: true }),
  ];
  let y = 96;
  if (parentLabel) {
    filters.push(await text(`${parentLabel} \u203A`, { x: 24, y, size: 16, color: COLORS.muted }));
    y += 26;
  }
  for (const line of wrap(label, 21)) {
    filters.push(await text(line, { x: 24, y, size: 26, bold: true }));
    y += 34;
  }
  y += 10;
  filters.push(box(24, y, 104, 30, COLORS.button));
  filters.push(await text(`STEP ${number}`, { x: 38, y: y + 8, size: 15, bold: true }));
  y += 54;
  const rows = 2 + (number % 3);
  const highlighted = number % rows;
  for (let row = 0; row < rows; row++) {
    const top = y + row * 72;
    filters.push(box(24, top, WIDTH - 48, 60, COLORS.panel));
    filters.push(box(24, top, WIDTH - 48, 60, row === highlighted ? COLORS.accent : COLORS.line, 2));
    filters.push(box(40, top + 16, 32, 28, COLORS.line));
    filters.push(box(84, top + 17, 120 + ((number * 37 + row * 53) % 100), 10, COLORS.muted));
    filters.push(box(84, top + 35, 80 + ((number * 23 + row * 31) % 80), 8, COLORS.line));
  }
  // A large step number keeps the scaled-down thumbnails telling apart.
  filters.push(
    await text(String(number), { x: `(w-text_w)/2`, y: HEIGHT - 300, size: 120, color: COLORS.line, bold: true }),
  );
  filters.push(
    await text("Demo screen: replace with app recordings", { x: 24, y: HEIGHT - 126, size: 13, color: COLORS.muted }),
  );
  filters.push(box(24, HEIGHT - 92, WIDTH - 48, 52, COLORS.button));
  const action = isLast ? "Done" : "Continue";
  filters.push(await text(action, { x: `(w-text_w)/2`, y: HEIGHT - 76, size: 18, bold: true }));
  return filters;
}

async function screenshot(file, screen) {
  const filters = await screenFilters(screen);
  // A 16-colour palette keeps the flat screens small (about 5 KB) without visible banding.
  const graph = `${filters.join(",")},scale=${SAVED_SIZE}:flags=lanczos,split[a][b];[a]palettegen=max_colors=16:reserve_transparent=0[p];[b][p]paletteuse=dither=none`;
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `color=c=${COLORS.ink}:s=${WIDTH}x${HEIGHT}:r=1:d=1`,
    "-frames:v",
    "1",
    "-filter_complex",
    graph,
    file,
  ]);
}

async function video(file, stepFiles) {
  const list = join(tmp, `list-${textFiles++}.txt`);
  const lines = stepFiles.flatMap((step) => [`file '${step}'`, `duration ${SECONDS_PER_STEP}`]);
  // The concat demuxer needs the last file repeated for its duration to count.
  await writeFile(list, [...lines, `file '${stepFiles.at(-1)}'`, ""].join("\n"));
  ffmpeg([
    "-f", "concat", "-safe", "0", "-i", list,
    "-vf", `fps=${VIDEO_FPS},format=yuv420p`,
    "-c:v", "libx264", "-preset", "veryslow", "-tune", "stillimage", "-crf", "30",
    "-profile:v", "main", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an",
    file,
  ]); // prettier-ignore
}

await rm(OUT_DIR, { recursive: true, force: true });
await mkdir(OUT_DIR, { recursive: true });

// The demo screenshots are drawn in English, the catalogue's source language.
const english = readCatalogues().en.messages;
const mf = new MessageFormat("en");
const cards = model.flowCards(content.testFlows, OUT_DIR, (key, values) => mf.compile(english[key])(values));
for (const card of cards) {
  const total = card.steps.length;
  for (const step of card.steps) {
    if (step.inherited) continue; // drawn with the parent's card
    await screenshot(step.src, {
      parentLabel: card.parentLabel,
      label: card.label,
      number: step.number,
      total,
      isLast: step.number === total,
    });
  }
}
for (const card of cards) {
  if (card.steps.length > 0)
    await video(
      card.videoSrc,
      card.steps.map((step) => step.src),
    );
}
await rm(tmp, { recursive: true, force: true });

const files = await readdir(OUT_DIR);
let bytes = 0;
for (const name of files) bytes += (await stat(join(OUT_DIR, name))).size;
const count = (suffix) => files.filter((name) => name.endsWith(suffix)).length;
console.log(
  `${count(".png")} screenshots and ${count(".mp4")} videos in public/flows, ${(bytes / 1024).toFixed(0)} KiB in total`,
);
