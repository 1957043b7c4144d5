/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[60] rounded-lg bg-ember-500 px-4 py-3 font-semibold text-navy-950 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {children}
    </a>
  );
}
