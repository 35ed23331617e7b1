import { NotFoundPage } from "~/components/error-page";

// Any path no route claims: a real 404, rendered by the boundary below.
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
