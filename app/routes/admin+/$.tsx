// Unknown paths here are guarded by the admin layout first, then a 404 inside the shell.
export { notFoundLoader as loader, NotFoundBoundary as ErrorBoundary, NotFoundScreen as default } from "~/components/not-found-route";
