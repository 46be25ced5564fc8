export function BlogListPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-topbar">
      <h1 className="py-10 text-4xl font-bold">Blog</h1>
    </div>
  );
}
