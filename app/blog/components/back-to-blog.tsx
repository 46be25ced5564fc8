import { Link } from "react-router";

export function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="mt-8 inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-accent-400"
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}
