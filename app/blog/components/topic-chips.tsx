import { memo } from "react";

/** Topic chips; re-renders only when the topics themselves change (not for an equal array from a refresh). */
export const TopicChips = memo(
  TopicList,
  (a, b) => a.topics.length === b.topics.length && a.topics.every((topic, i) => topic === b.topics[i]),
);

function TopicList({ topics }: { topics: string[] }) {
  if (topics.length === 0) return null;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li key={topic} className="max-w-full truncate rounded-full bg-panel-2 px-2.5 py-0.5 text-xs text-muted">
          #{topic}
        </li>
      ))}
    </ul>
  );
}
