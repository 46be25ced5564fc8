import { keyAvatar } from "../model/reply-identity";

/**
 * A replier's avatar, drawn from their key (../reply-identity): nothing is fetched, so no host learns who reads
 * which discussion. Decorative: the name beside it says who it is.
 */
export function KeyAvatar({ pubkey }: { pubkey: string }) {
  const { hue, cells } = keyAvatar(pubkey);
  return (
    <svg
      viewBox="0 0 5 5"
      width={36}
      height={36}
      aria-hidden="true"
      className="size-9 shrink-0 rounded-full bg-panel-2"
    >
      <g fill={`hsl(${hue} 65% 60%)`} transform="translate(0.75 0.75) scale(0.7)">
        {cells.map((filled, index) =>
          filled ? <rect key={index} x={index % 5} y={Math.floor(index / 5)} width={1.02} height={1.02} /> : null,
        )}
      </g>
    </svg>
  );
}
