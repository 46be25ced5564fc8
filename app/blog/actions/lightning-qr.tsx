import { useId, useState } from "react";
import { OUTLINE_BUTTON } from "../components/outline-button";
import { useT } from "../../i18n/messages";

type Qr = { size: number; path: string };

/**
 * "Show QR code": the QR encoder is loaded only when a reader asks for the code, so it adds nothing to what a
 * page loads before any interaction. Drawn as SVG with attributes only (the site's policy forbids inline
 * styles), dark on white with the standard quiet zone.
 */
export function LightningQr({ address }: { address: string }) {
  const [qr, setQr] = useState<Qr | undefined>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const t = useT("blog");
  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (qr) return;
    try {
      const { qrSvg } = await import("../../qr/qr-svg.mjs");
      setQr(qrSvg(`lightning:${address}`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => void toggle()}
        className={OUTLINE_BUTTON}
      >
        {t(open ? "blog.qr.hide" : "blog.qr.show")}
      </button>
      <div id={id} hidden={!open}>
        {qr && (
          <svg
            role="img"
            aria-label={t("blog.qr.label", { address })}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="h-56 w-56 rounded-lg"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
        )}
        {failed && <p className="text-sm text-muted">{t("blog.qr.failed")}</p>}
      </div>
    </div>
  );
}
