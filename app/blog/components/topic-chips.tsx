import { memo } from "react";
import { LocalLink } from "../../i18n/local-link";
import { useT } from "../../i18n/messages";
import { topicKey, topicPath } from "../model/listing";

/** Topic chips, each a link to its topic's page; re-renders only when the topics themselves change. */
export const TopicChips = memo(
  TopicList,
  (a, b) => a.topics.length === b.topics.length && a.topics.every((topic, i) => topic === b.topics[i]),
);

/**
 * A chip takes its direction from the topic's own letters (`dir="auto"`): "#privacy" on a right-to-left page,
 * an Arabic topic right to left on any page, and the ellipsis of a long one at its end.
 */
const CHIP = "max-w-full truncate rounded-full bg-panel-2 px-2.5 py-0.5 text-xs text-muted";

function TopicList({ topics }: { topics: string[] }) {
  const t = useT("blog");
  if (topics.length === 0) return null;
  return (
    <ul aria-label={t("blog.topics.label")} className="flex flex-wrap gap-2">
      {topics.map((topic) => {
        const key = topicKey(topic);
        return (
          <li key={topic} className="relative z-10 max-w-full">
            {key ? (
              <LocalLink
                to={topicPath(key)}
                dir="auto"
                className={`${CHIP} block hover:bg-line hover:text-text focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none`}
              >
                #{topic}
              </LocalLink>
            ) : (
              <span dir="auto" className={`${CHIP} block`}>
                #{topic}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
