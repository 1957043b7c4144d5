import { Link } from 'react-router';

export interface FooterLink {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  foundationName: string;
  address?: string | undefined;
  phone?: string | undefined;
  email: string;
  venues: FooterLink[];
  policies: FooterLink[];
}

const headingClasses = 'text-sm font-bold tracking-wide text-white uppercase';
const linkClasses =
  'text-navy-100 underline decoration-navy-100/40 underline-offset-4 hover:text-white hover:decoration-white';

function LinkList({ label, links }: { label: string; links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <h2 className={headingClasses}>{label}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <Link to={link.href} className={linkClasses}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className={linkClasses}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page's foot: how to reach the foundation, its venues and its policies. What it says comes
 * from the build settings and the venue list; an empty group is left out.
 */
export function SiteFooter({
  foundationName,
  address,
  phone,
  email,
  venues,
  policies,
}: SiteFooterProps) {
  return (
    <footer className="theme-dark mt-16 bg-navy-950 text-navy-100">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClasses}>
            Contact
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            <p className="font-semibold text-white">{foundationName}</p>
            {address ? <p>{address}</p> : null}
            {phone ? (
              <p>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
                  {phone}
                </a>
              </p>
            ) : null}
            <p>
              <a href={`mailto:${email}`} className={linkClasses}>
                {email}
              </a>
            </p>
          </address>
        </section>
        <LinkList label="Venues" links={venues} />
        <LinkList label="Policies" links={policies} />
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm text-navy-100">
        © {new Date().getFullYear()} {foundationName}
      </p>
    </footer>
  );
}
