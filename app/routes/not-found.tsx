import { Link } from "react-router";
import { PRODUCT_NAME } from "../config";

export const meta = () => [{ title: `Page not found | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center px-4 pt-topbar text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-400">404</p>
      <h1 className="mt-2 text-4xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted">This page does not exist, or it moved. Everything else is one click away.</p>
      <Link to="/" className="mt-8 rounded-full bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700">
        Go to the home page
      </Link>
    </section>
  );
}
