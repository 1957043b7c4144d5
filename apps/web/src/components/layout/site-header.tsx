import type { ReactNode } from 'react';
import { Container } from '../ui/container.tsx';

export interface SiteHeaderProps {
  brand: ReactNode;
  /** Wide-screen navigation: a row of its own from the lg breakpoint; the mobile menu below it. */
  navigation: ReactNode;
  navigationLabel: string;
  actions: ReactNode;
  mobileMenu: ReactNode;
}

export function SiteHeader({
  brand,
  navigation,
  navigationLabel,
  actions,
  mobileMenu,
}: SiteHeaderProps) {
  return (
    <header className="theme-dark border-b border-white/10 bg-navy-900 text-white">
      <Container className="flex h-16 items-center gap-3 sm:h-[4.5rem]">
        {brand}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {actions}
          <div className="lg:hidden">{mobileMenu}</div>
        </div>
      </Container>
      <nav aria-label={navigationLabel} className="hidden border-t border-white/10 lg:block">
        <Container className="flex min-h-12 items-center">
          <div className="-mx-2.5">{navigation}</div>
        </Container>
      </nav>
    </header>
  );
}
