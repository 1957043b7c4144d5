/**
 * Every route of SPEC section 2, each with its router pattern and a typed href builder.
 * Components build links only through these helpers.
 */

type Query = Record<string, string | number | null | undefined>;

function withQuery(pathname: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${pathname}?${queryString}` : pathname;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export type TicketFlowQuery = {
  cartToken?: string | null | undefined;
  orderToken?: string | null | undefined;
};

export const paths = {
  activities: {
    pattern: '/activities',
    getHref: (query: { venue?: string | undefined } = {}) => withQuery('/activities', query),
  },
  activity: {
    pattern: '/activities/:id',
    getHref: (
      id: number | string,
      query: TicketFlowQuery & { line?: number | string | undefined } = {},
    ) => withQuery(`/activities/${segment(id)}`, query),
  },
  cart: {
    pattern: '/activities/cart',
    getHref: (query: TicketFlowQuery = {}) => withQuery('/activities/cart', query),
  },
  payment: {
    pattern: '/activities/payment',
    getHref: (query: TicketFlowQuery = {}) => withQuery('/activities/payment', query),
  },
  orderConfirmation: {
    pattern: '/orders/confirmation/:orderToken',
    getHref: (orderToken: string) => `/orders/confirmation/${segment(orderToken)}`,
  },
  confirmation: {
    pattern: '/confirmation/:confirmationToken',
    getHref: (confirmationToken: string) => `/confirmation/${segment(confirmationToken)}`,
  },
  orderEdit: {
    pattern: '/orders/:orderToken/edit',
    getHref: (orderToken: string) => `/orders/${segment(orderToken)}/edit`,
  },
  order: { pattern: '/orders/:id', getHref: (id: number | string) => `/orders/${segment(id)}` },
  resetPassword: {
    pattern: '/reset-password',
    getHref: (query: { token?: string | undefined } = {}) => withQuery('/reset-password', query),
  },
  memberLogin: {
    pattern: '/member/login',
    getHref: (query: { membershipId?: number | string | undefined } = {}) =>
      withQuery('/member/login', query),
  },
  memberLookup: { pattern: '/member/lookup', getHref: () => '/member/lookup' },
  memberLogout: { pattern: '/member/logout', getHref: () => '/member/logout' },
  /** A logged-in member's passes, cards and renewal (issue 31). */
  memberAccount: { pattern: '/member/account', getHref: () => '/member/account' },
  /** A visitor without an account asks for their ticket orders' links (decision 092). */
  orderLinks: { pattern: '/member/order-links', getHref: () => '/member/order-links' },
  /** A pass holder's card, reached by its code like an order by its token (decision 088). */
  passCard: {
    pattern: '/member/cards/:code',
    getHref: (code: string) => `/member/cards/${segment(code)}`,
  },
  /** A waiting list entry, reached by the link its e-mail carries (decision 103). */
  waitlistEntry: {
    pattern: '/waitlist/:token',
    getHref: (token: string) => `/waitlist/${segment(token)}`,
  },
  /** The memberships on sale (decision 035). */
  memberships: { pattern: '/memberships', getHref: () => '/memberships' },
  membership: {
    pattern: '/memberships/:id',
    getHref: (id: number | string) => `/memberships/${segment(id)}`,
  },
  membershipAddOns: {
    pattern: '/memberships/:id/add-ons',
    getHref: (id: number | string) => `/memberships/${segment(id)}/add-ons`,
  },
  membershipBilling: {
    pattern: '/memberships/:id/billing',
    getHref: (id: number | string) => `/memberships/${segment(id)}/billing`,
  },
  membershipConfirmation: {
    pattern: '/memberships/confirmation/:orderId',
    getHref: (orderId: number | string) => `/memberships/confirmation/${segment(orderId)}`,
  },
  membershipNotFound: {
    pattern: '/memberships/not-found',
    getHref: () => '/memberships/not-found',
  },
  /** Anything else under /memberships shows the membership not-found page. */
  membershipsFallback: { pattern: '/memberships/*', getHref: () => '/memberships/not-found' },
  styleguide: { pattern: '/styleguide', getHref: () => '/styleguide' },
  notFound: { pattern: '*', getHref: () => '/not-found' },
} as const;

/** The flow (SPEC section 2) is chosen by the path: membership and member pages, or activities. */
export function getFlow(pathname: string): 'memberships' | 'activities' {
  return /^\/(memberships|member)(\/|$)/.test(pathname) ? 'memberships' : 'activities';
}

const editRoute = /^\/orders\/([^/]+)\/edit\/?$/;
const confirmationRoute = /^\/orders\/confirmation\/([^/]+)\/?$/;

const decodeSegment = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The order being edited at a location (SPEC section 4): the edit route's token, or the
 * orderToken query parameter the ticket flow carries while editing. Null outside edit mode.
 */
export function getEditedOrderToken(location: { pathname: string; search: string }): string | null {
  const edit = editRoute.exec(location.pathname);
  if (edit?.[1]) return decodeSegment(edit[1]);
  return new URLSearchParams(location.search).get('orderToken') || null;
}

/**
 * Whether going to `next` keeps editing the order: another page of the edit, or the order's
 * confirmation once the change is committed. Anything else leaves edit mode.
 */
export function staysInOrderEdit(
  orderToken: string,
  next: { pathname: string; search: string },
): boolean {
  if (getEditedOrderToken(next) === orderToken) return true;
  const confirmation = confirmationRoute.exec(next.pathname);
  return confirmation?.[1] !== undefined && decodeSegment(confirmation[1]) === orderToken;
}
