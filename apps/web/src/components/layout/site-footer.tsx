/** The footer is empty by design (SPEC section 2); the band only closes the page visually. */
export function SiteFooter() {
  return <footer className="mt-16 h-16 bg-navy-950 sm:h-20" />;
}
