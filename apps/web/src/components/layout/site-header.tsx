import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../ui/cn.ts';
import { Container } from '../ui/container.tsx';
import { MemberIcon } from '../ui/icons.tsx';
import type { HeaderMember } from './member-menu.tsx';

// A logged-in member's menu, a chunk of its own: React Aria's menu and popover code stays off the
// first page of the visitors who are not logged in (decision 036).
const MemberMenu = lazy(() => import('./member-menu.tsx').then((m) => ({ default: m.MemberMenu })));

/** The member link's label: one way in for logging in, registering and the account. */
const membersLinkLabel = 'Members';

/**
 * The member login (and, once logged in, account) page of SPEC section 2. The caller sets its
 * display (`cn` does not merge conflicting utilities).
 */
export function MembersLink({ className }: { className: string }) {
  return (
    <Link
      to={paths.memberLogin.getHref()}
      className={cn(
        'min-h-11 items-center gap-2 rounded-lg px-3 text-[0.9375rem] font-semibold text-white transition-colors hover:bg-white/10',
        className,
      )}
    >
      <MemberIcon className="size-5" />
      {membersLinkLabel}
    </Link>
  );
}

export interface SiteHeaderProps {
  brand: ReactNode;
  /** Wide-screen navigation: a row of its own from the lg breakpoint; the mobile menu below it. */
  navigation: ReactNode;
  navigationLabel: string;
  actions: ReactNode;
  mobileMenu: ReactNode;
  /** The logged-in member, named in the header with their menu; absent, the Members link shows. */
  member?: HeaderMember | undefined;
}

export function SiteHeader({
  brand,
  navigation,
  navigationLabel,
  actions,
  mobileMenu,
  member,
}: SiteHeaderProps) {
  return (
    <header className="theme-dark border-b border-white/10 bg-navy-900 text-white">
      <Container className="flex h-16 items-center gap-3 sm:h-[4.5rem]">
        {brand}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {/* Logged in, the member's menu shows at every width; the Members link below lg is in
              the mobile menu, with the other links. */}
          {member ? (
            <Suspense fallback={null}>
              <MemberMenu member={member} />
            </Suspense>
          ) : (
            <MembersLink className="hidden lg:inline-flex" />
          )}
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
