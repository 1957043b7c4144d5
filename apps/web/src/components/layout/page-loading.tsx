import { Spinner } from '../ui/spinner.tsx';

/** A page's place under the header while what it shows is checked in the browser: the screen's
 * height, so that the footer comes into view only with the page. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-navy-800">
      <p role="status" className="flex items-center gap-3 text-base font-medium">
        <Spinner />
        Loading…
      </p>
    </div>
  );
}
