import type { ReactNode } from 'react';
import { Container } from '../ui/container.tsx';

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The dark band at the top of a page with its single h1. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <div className="theme-dark relative overflow-hidden bg-navy-900 text-white">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1200 200"
        preserveAspectRatio="xMaxYMax slice"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full text-white [mask-image:linear-gradient(to_bottom,black_30%,transparent)] sm:h-48"
      >
        <path
          fill="currentColor"
          fillOpacity="0.04"
          d="M0 200 L220 70 L330 140 L520 20 L700 150 L860 60 L1010 130 L1200 40 L1200 200Z"
        />
        <path
          fill="currentColor"
          fillOpacity="0.05"
          d="M560 200 L760 95 L850 150 L990 80 L1200 170 L1200 200Z"
        />
        <path
          fill="currentColor"
          fillOpacity="0.12"
          d="M520 20 L560 44 L540 42 L520 56 L500 42 L482 46Z"
        />
      </svg>
      <Container className="relative pt-9 pb-6 sm:pt-14 sm:pb-8">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.16em] text-glacier-300 uppercase sm:text-sm">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-navy-100">{children}</div> : null}
      </Container>
    </div>
  );
}
