import { LocalLink } from "../../i18n/local-link";
import { useT } from "../../i18n/messages";
import { OUTLINE_BUTTON } from "./outline-button";

export function BackToBlog() {
  const t = useT("blog");
  return (
    <LocalLink to="/blog" className={`${OUTLINE_BUTTON} mt-8 inline-flex items-center gap-2`}>
      {/* Back is towards the start: left, or right on a right-to-left page. */}
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{" "}
      {t("blog.back")}
    </LocalLink>
  );
}
