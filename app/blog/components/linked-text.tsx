import { REPLY_LINK_REL, type TextPart } from "../model/reply-text";

/** Third-party text split into text and links (../model/reply-text.ts splitLinks): plain text, safe links. */
export function LinkedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.type === "link" ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel={REPLY_LINK_REL}
        className="text-accent-300 underline underline-offset-2 hover:text-accent-400"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
