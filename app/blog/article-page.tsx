export function ArticlePage({ slug }: { slug: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-topbar">
      <h1 className="py-10 text-4xl font-bold">{slug}</h1>
    </div>
  );
}
