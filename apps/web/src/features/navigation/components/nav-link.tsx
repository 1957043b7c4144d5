import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A menu URL of this app ("/activities?venue=…") navigates in-app; others are plain links. */
function isAppUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function NavLink({
  url,
  className,
  children,
}: {
  url: string;
  className: string;
  children: ReactNode;
}) {
  return isAppUrl(url) ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  );
}
