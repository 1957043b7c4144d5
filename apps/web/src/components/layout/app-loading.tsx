import { Spinner } from '../ui/spinner.tsx';

/** Shown while the first page's code loads; index.html holds the same markup, painted before it. */
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
