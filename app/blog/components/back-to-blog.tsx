import { Link } from "react-router";
import { OUTLINE_BUTTON } from "./outline-button";

export function BackToBlog() {
  return (
    <Link to="/blog" className={`${OUTLINE_BUTTON} mt-8 inline-flex items-center gap-2`}>
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}
