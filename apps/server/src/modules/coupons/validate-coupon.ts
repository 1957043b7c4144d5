/**
 * Whether a code applies to a cart, and what it would take off on top of the cart's coupons
 * (SPEC section 7, `GET /ticketing/coupons/validate/:code`): changes nothing.
 */
import type { Coupon } from '@shop/core/coupon-api';
import { allocateDiscounts, couponProblem, type DiscountOptions } from '@shop/core/discounts';
import { couponTexts } from '@shop/core/coupon-texts';
import type { CartRow, PricedCart } from '../carts/index.ts';
import { assertCouponUsable, couponError, toCoupon, toCouponRule } from './coupon-rules.ts';
import type { CouponsDeps } from './coupons-deps.ts';
import type { CouponRow } from './coupons-repository.ts';

/** A coupon usable now in its product area, counting other carts' live holds on its uses. */
export async function findUsableCoupon(
  deps: Pick<CouponsDeps, 'repository' | 'clock'>,
  code: string,
  cartId: number,
): Promise<CouponRow> {
  const row = await deps.repository.findCouponByCode(code);
  const otherLiveHolds = row
    ? await deps.repository.countOtherLiveHolds(row.id, cartId, deps.clock())
    : 0;
  return assertCouponUsable(row, { now: deps.clock(), productArea: 'Ticketing', otherLiveHolds });
}

/** How a cart's coupons weigh it: a change to a paid order keeps what they gave (decision 077). */
export function discountOptionsOf(cart: Pick<CartRow, 'editOfOrderId'>): DiscountOptions {
  return { changesOrder: cart.editOfOrderId !== null };
}

/**
 * What the code would take off this cart on top of its coupons, weighed as the cart's pricing
 * weighs them (`options`); throws the visitor's message. A code added to a change to an order
 * meets the rules of a new purchase (a 100% code: one ticket in the cart).
 */
export async function checkCouponAgainstCart(
  deps: Pick<CouponsDeps, 'repository' | 'clock'>,
  { cart, pricing }: PricedCart,
  code: string,
  options: DiscountOptions,
): Promise<{ coupon: CouponRow; discountCents: number }> {
  const coupon = await findUsableCoupon(deps, code, cart.id);
  // The cart's ticket lines in cents as priced, in the order the cart shows them.
  const lines = cart.lineItems.flatMap((line) =>
    line.lineItemTickets.map((ticket) => pricing.tickets.find((p) => p.key === ticket.id)!),
  );
  const problem = couponProblem(toCouponRule(coupon), lines);
  if (problem) throw couponError(problem);
  const existing = (await deps.repository.findCouponsOfCart(cart.id)).filter(
    (row) => row.id !== coupon.id,
  );
  const rules = [...existing.map(toCouponRule), toCouponRule(coupon)];
  const discountCents = allocateDiscounts(rules, lines, options).byCoupon.get(coupon.code) ?? 0;
  if (discountCents <= 0) throw couponError(couponTexts.couldNotApply);
  return { coupon, discountCents };
}

export async function validateCoupon(
  deps: CouponsDeps,
  cartToken: string,
  code: string,
): Promise<{ coupon: Coupon; discountCents: number }> {
  const cartRow = await deps.carts.requireOpenCart(cartToken);
  const priced = await deps.priceCart(cartRow);
  const { coupon, discountCents } = await checkCouponAgainstCart(
    deps,
    priced,
    code,
    discountOptionsOf(cartRow),
  );
  return { coupon: toCoupon(coupon), discountCents };
}
