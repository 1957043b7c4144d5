import { Spinner } from '../ui/spinner.tsx';

/** Shown while what a page shows is read in the browser: a screen high, so the footer comes into
 * view only with the page. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-glacier-50 text-navy-800">
      <p role="status" className="flex items-center gap-3 text-base font-medium">
        <Spinner />
        Loading…
      </p>
    </div>
  );
}
