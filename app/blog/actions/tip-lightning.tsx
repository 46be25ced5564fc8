import { LightningQr } from "./lightning-qr";
import { useT } from "../../i18n/messages";
import { usePhrases } from "../../i18n/phrases";
import { richMessage } from "../../i18n/rich-message";

/**
 * "Tip with Lightning" for an author whose profile has a valid lightning address (author.ts keeps only those).
 * A `lightning:` link opens the reader's own wallet and the QR code is drawn in the page: the site itself never
 * asks the address's LNURL server anything, so nobody learns who reads what before the reader pays.
 */
export function TipLightning({ address, authorName }: { address: string; authorName: string }) {
  const t = useT("blog");
  const p = usePhrases("blog");
  return (
    <section aria-labelledby="tip-heading" className="flex flex-col gap-3">
      <h2 id="tip-heading" className="text-xl font-bold">
        {p("blog.tip.heading")}
      </h2>
      <p className="text-sm text-muted">
        {richMessage(
          t,
          "blog.tip.body",
          {},
          {
            name: <bdi>{authorName}</bdi>,
            address: (
              <bdi dir="ltr" className="break-all text-text">
                {address}
              </bdi>
            ),
          },
        )}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <a
          href={`lightning:${address}`}
          className="rounded-full bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-700"
        >
          {t("blog.tip.link")}
        </a>
        <LightningQr address={address} />
      </div>
    </section>
  );
}
