import { Link } from 'react-router';

export interface SiteBrandProps {
  name: string;
  shortName: string;
  logoSrc: string;
  href: string;
}

/** Logo and name linking home; the short name on narrow screens. */
export function SiteBrand({ name, shortName, logoSrc, href }: SiteBrandProps) {
  return (
    <Link
      to={href}
      className="flex min-w-0 shrink-0 items-center gap-2.5 rounded-lg py-1 pr-2 text-white"
    >
      <img src={logoSrc} alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
      <span className="text-[1.0625rem] leading-tight font-bold tracking-tight sm:text-lg">
        <span className="hidden lg:inline">{name}</span>
        <span className="lg:hidden">{shortName}</span>
      </span>
    </Link>
  );
}
