import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown instead of a page that failed to render or load, with a way back. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-700 dark:text-slate-300">
        This page could not be shown. Reloading often helps.
      </p>
      {detail ? <p className="font-mono text-sm text-slate-600 dark:text-slate-400">{detail}</p> : null}
      <Link to="/" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
        Back to the validator
      </Link>
    </div>
  );
}
