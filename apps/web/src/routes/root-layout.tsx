import {
  Link,
  Outlet,
  ScrollRestoration,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { ALL_VENUES_SLUG } from '@shop/core/venue-slugs';
import { lazy, Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MobileMenu } from '../components/layout/mobile-menu.tsx';
import { SiteBrand } from '../components/layout/site-brand.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { buttonStyles } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { TicketIcon } from '../components/ui/icons.tsx';
import { isRenderedInBrowser } from '../app/page-meta.ts';
import { fetchPageAnswers } from '../app/server-answers.ts';
import { env } from '../config/env.ts';
import { getEditedOrderToken, getFlow, paths } from '../config/paths.ts';
import { useVenues, venuesQueryOptions } from '../features/activities/api/get-venues.ts';
import { CartLink, ViewCartLink } from '../features/cart/components/cart-link.tsx';
import { ServerUnreachableOverlay } from '../features/health/components/server-unreachable-overlay.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useFlowCart } from './use-flow-cart.ts';
import { useHeaderMember } from './use-header-member.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// Off the first page's JavaScript (decision 036): the wide-screen menus appear once the menu
// answer is in anyway, and the mobile ones only inside the panel, which loads when first opened.
const NavMenus = lazy(() =>
  import('../features/navigation/components/nav-menus.tsx').then((m) => ({
    default: m.NavMenus,
  })),
);
const MobileNavMenus = lazy(() =>
  import('../features/navigation/components/mobile-nav-menus.tsx').then((m) => ({
    default: m.MobileNavMenus,
  })),
);

const MAIN_CONTENT_ID = 'main-content';

const policyLinks = [
  { label: 'Terms and Conditions', href: env.VITE_TERMS_URL },
  { label: 'Privacy Policy', href: env.VITE_PRIVACY_POLICY_URL },
  { label: 'Accessibility', href: env.VITE_ACCESSIBILITY_URL },
].filter((link): link is { label: string; href: string } => link.href !== undefined);

const mobileRowClasses =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 text-base font-semibold text-white hover:bg-white/10';

/**
 * The app shell of SPEC section 2: header with menus and cart, the page, and a footer with the
 * foundation's contact, venues and policies (decided over the SPEC's empty footer, issue 17).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const isActivityFlow = getFlow(location.pathname) === 'activities';
  // The page's own cart: in edit mode the order's working copy, never a cart of its own.
  const { cart } = useFlowCart(getEditedOrderToken(location), { isActive: isActivityFlow });
  const venues = useVenues();
  // The wide-screen menus show from Tailwind's lg breakpoint; a phone never fetches their code.
  const isWideScreen = useMediaQuery('(min-width: 64rem)');
  const member = useHeaderMember();
  // A page the browser reads (the cart, an order, a member's pages) first shows a loading state,
  // on a phone often taller or shorter than what replaces it. A screen's height keeps the footer
  // below the fold in both, not jumping into view and out again as the page arrives.
  const isReadInBrowser = isRenderedInBrowser(useMatches());
  const venueLinks = (venues.data ?? [])
    .filter((venue) => venue.slug !== ALL_VENUES_SLUG)
    .map((venue) => ({
      label: venue.displayName,
      href: paths.activities.getHref({ venue: venue.slug }),
    }));

  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_CONTENT_ID}>Skip to content</SkipLink>
        <SiteHeader
          member={member}
          navigationLabel="Main"
          brand={
            <SiteBrand
              name={env.VITE_FOUNDATION_NAME}
              shortName={env.VITE_FOUNDATION_SHORT_NAME}
              logoSrc="/images/logo.svg"
              href={paths.activities.getHref()}
            />
          }
          navigation={
            isWideScreen ? (
              <Suspense fallback={null}>
                <NavMenus />
              </Suspense>
            ) : null
          }
          actions={
            <>
              <span className="hidden sm:contents">
                <Link
                  to={paths.activities.getHref()}
                  className={buttonStyles({ variant: 'primary' })}
                >
                  <TicketIcon className="size-5" />
                  Purchase Tickets
                </Link>
              </span>
              {isActivityFlow ? <CartLink cart={cart.data} /> : null}
            </>
          }
          mobileMenu={
            <MobileMenu label="Menu" member={member} rowClassName={mobileRowClasses}>
              <nav aria-label="Main" className="space-y-1">
                <Link to={paths.activities.getHref()} className={mobileRowClasses}>
                  <span className="flex items-center gap-3">
                    <TicketIcon className="size-5" />
                    Purchase Tickets
                  </span>
                </Link>
                {isActivityFlow ? (
                  <ViewCartLink cart={cart.data} className={mobileRowClasses} />
                ) : null}
                <div className="my-3 border-t border-white/10" />
                <MobileNavMenus />
              </nav>
            </MobileMenu>
          }
        />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={cn('flex-1 outline-none', isReadInBrowser && 'max-sm:min-h-svh')}
        >
          <Outlet />
        </main>
        <SiteFooter
          foundationName={env.VITE_FOUNDATION_NAME}
          address={env.VITE_FOUNDATION_ADDRESS}
          phone={env.VITE_SUPPORT_PHONE}
          email={env.VITE_SUPPORT_EMAIL}
          venues={venueLinks}
          policies={policyLinks}
        />
        <ServerUnreachableOverlay />
      </div>
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}

/**
 * The venues, which the header's menus and the footer list on every shop page and `/activities`
 * shows as its tabs, in the server's render: the page's HTML shows them from the first paint.
 */
export function loader() {
  return fetchPageAnswers((queryClient) => queryClient.prefetchQuery(venuesQueryOptions()));
}

// In the browser the layout's own query keeps them: no navigation in the shop asks again.
export const shouldRevalidate = () => false;

export default RootLayout;
