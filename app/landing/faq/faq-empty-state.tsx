import type { FaqCategory } from "../../content/types";

/** Shown in a category that has no questions yet, instead of a blank panel. */
export function FaqEmptyState({ category }: { category: FaqCategory }) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <p className="font-semibold">No questions about {category.title} yet</p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        We are still writing these answers. Ask us directly through Contact Support below and we will help you.
      </p>
    </div>
  );
}
