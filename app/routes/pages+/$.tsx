import { NotFoundPage } from "~/components/error-page";

// Unknown /pages paths: guarded by the user layout, then a 404 inside the shell.
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function AdminNotFound() {
  return <NotFoundPage />;
}
