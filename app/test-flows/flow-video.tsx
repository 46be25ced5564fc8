import { useRef, useState } from "react";
import { useT } from "../i18n/messages";
import { BrokenMediaIcon, PauseIcon, PlayIcon } from "./icons";
import { VIDEO_SIZE } from "./media-size";

type VideoState = "paused" | "playing" | "failed";

/** A failed source also fires "pause" right after "error": failure is final. */
const unlessFailed = (next: VideoState) => (current: VideoState) => (current === "failed" ? current : next);

/**
 * A flow's recording. It loads nothing until asked (poster only), never plays by itself, plays muted
 * and inline; a button over the whole video toggles play and pause, with a play icon while paused. While it
 * plays, the pause icon shows only under the pointer or on keyboard focus (`:focus-visible`), so the
 * focus a mouse click leaves on the button does not keep it over the video.
 */
export function FlowVideo({ src, poster, title }: { src: string; poster?: string; title: string }) {
  const t = useT("flows");
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("paused");

  if (state === "failed") {
    return (
      <div
        role="img"
        aria-label={t("flows.video.unavailableLabel", { title })}
        className={`${VIDEO_SIZE.sizeClass} flex shrink-0 flex-col items-center justify-center gap-2 self-center rounded-2xl border border-dashed border-line bg-panel-2 p-4 text-center text-muted`}
      >
        <BrokenMediaIcon className="size-8" />
        <span className="font-semibold text-text">{title}</span>
        <span>{t("flows.video.unavailable")}</span>
      </div>
    );
  }

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      // A failed source also fires the element's error event, which shows the placeholder.
      element.play().catch(() => {});
    } else {
      element.pause();
    }
  };

  const playing = state === "playing";
  return (
    <div
      className={`${VIDEO_SIZE.sizeClass} relative shrink-0 self-center overflow-hidden rounded-2xl bg-panel-2 ring-1 ring-line md:self-auto`}
    >
      <video
        ref={video}
        src={src}
        poster={poster}
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        preload="none"
        muted
        playsInline
        onPlay={() => setState(unlessFailed("playing"))}
        onPause={() => setState(unlessFailed("paused"))}
        onEnded={() => setState(unlessFailed("paused"))}
        onError={() => setState("failed")}
        className="size-full object-contain"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={t(playing ? "flows.video.pause" : "flows.video.play", { title })}
        className="group absolute inset-0 flex items-center justify-center rounded-2xl focus-visible:outline-offset-[-3px]"
      >
        <span
          className={`flex size-16 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg transition-opacity ${
            playing ? "opacity-0 group-hover:opacity-90 group-focus-visible:opacity-90" : "opacity-100"
          }`}
        >
          {playing ? <PauseIcon /> : <PlayIcon className="size-8 translate-x-0.5" />}
        </span>
      </button>
    </div>
  );
}
