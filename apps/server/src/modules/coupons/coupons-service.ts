/** Coupon use cases: look a code up for an activity, check and apply it to a cart, hold a use. */
import type { Cart } from '@shop/core/cart';
import { allocateDiscounts, couponProblem, type DiscountableLine } from '@shop/core/discounts';
import { dollarsToCents } from '@shop/core/money';
import { couponTexts } from '@shop/core/discounts';
import { notFound } from '../../http/app-error.ts';
import type { CartsRepository, CartsService } from '../carts/index.ts';
import {
  assertCouponUsable,
  couponError,
  couponServerTexts,
  toCoupon,
  toCouponRule,
} from './coupon-rules.ts';
import type { CouponsRepository } from './coupons-repository.ts';

/** How long a payment's coupon uses stay reserved if its server stops before releasing them. */
const PAYMENT_COUPON_HOLD_MS = 5 * 60_000;

function discountableLines(cart: Cart): DiscountableLine[] {
  return cart.lineItems.flatMap((line) =>
    line.lineItemTickets.map((ticket) => ({
      key: ticket.id,
      activityId: line.activityId,
      activityTimeId: line.eventId,
      ticketId: ticket.ticketId,
      unitPriceCents: dollarsToCents(ticket.price),
      quantity: ticket.quantity,
    })),
  );
}

export function createCouponsService(options: {
  repository: CouponsRepository;
  cartsRepository: CartsRepository;
  carts: CartsService;
  clock: () => Date;
}) {
  const { repository, carts, clock } = options;

  async function usableCoupon(
    code: string,
    cartId: number,
    productArea: 'Ticketing' | 'Memberships',
  ) {
    const row = await repository.findCouponByCode(code);
    const otherLiveHolds = row ? await repository.countOtherLiveHolds(row.id, cartId, clock()) : 0;
    return assertCouponUsable(row, { now: clock(), productArea, otherLiveHolds });
  }

  /** What the code would take off this cart on top of its coupons; throws the visitor's message. */
  async function checkAgainstCart(cart: Cart, code: string) {
    const coupon = await usableCoupon(code, cart.id, 'Ticketing');
    const lines = discountableLines(cart);
    const problem = couponProblem(toCouponRule(coupon), lines);
    if (problem) throw couponError(problem);
    const existing = (await repository.findCouponsOfCart(cart.id)).filter(
      (row) => row.id !== coupon.id,
    );
    const rules = [...existing.map(toCouponRule), toCouponRule(coupon)];
    const discountCents = allocateDiscounts(rules, lines).byCoupon.get(coupon.code) ?? 0;
    if (discountCents <= 0) throw couponError(couponTexts.couldNotApply);
    return { coupon, discountCents };
  }

  return {
    /** A code's details when it may be used for this activity and session (SPEC section 7). */
    async lookup(
      code: string,
      scope: {
        activityId?: number;
        activityTimeId?: number;
        productArea?: 'Ticketing' | 'Memberships';
      },
    ) {
      const coupon = assertCouponUsable(await repository.findCouponByCode(code), {
        now: clock(),
        productArea: scope.productArea ?? 'Ticketing',
        otherLiveHolds: 0,
      });
      const outOfScope =
        (coupon.activityId !== null &&
          scope.activityId !== undefined &&
          coupon.activityId !== scope.activityId) ||
        (coupon.activityTimeId !== null &&
          scope.activityTimeId !== undefined &&
          coupon.activityTimeId !== scope.activityTimeId);
      if (outOfScope) throw couponError(couponTexts.couldNotApply);
      return toCoupon(coupon);
    },

    async validateForCart(token: string, code: string) {
      const cart = await carts.view(await carts.requireOpenCart(token));
      const { coupon, discountCents } = await checkAgainstCart(cart, code);
      return { coupon: toCoupon(coupon), discountCents };
    },

    async applyToCart(token: string, code: string): Promise<Cart> {
      const cartRow = await carts.requireOpenCart(token);
      const { coupon } = await checkAgainstCart(await carts.view(cartRow), code);
      await repository.addCouponToCart(cartRow.id, coupon.id);
      return carts.view(cartRow);
    },

    async removeFromCart(token: string, couponId: number): Promise<Cart> {
      const cartRow = await carts.requireOpenCart(token);
      if (!(await repository.removeCouponFromCart(cartRow.id, couponId))) throw notFound('Coupon');
      return carts.view(cartRow);
    },

    /**
     * The coupon hold the browser posts before the order (SPEC section 4): checks that a use of
     * every limited coupon in the cart is still free. It reserves nothing, so carts that are
     * never paid for cannot lock a code: the order's submission reserves the uses while its
     * payment is made (`reserveForPayment`, decision 020).
     */
    async holdForCart(token: string) {
      const cartRow = await carts.requireOpenCart(token);
      const coupons = await repository.findCouponsOfCart(cartRow.id);
      for (const coupon of coupons) await usableCoupon(coupon.code, cartRow.id, 'Ticketing');
      return { coupons: coupons.map((coupon) => coupon.code), cart: await carts.view(cartRow) };
    },

    /**
     * Reserves a use of every limited coupon in the cart for the payment about to be made; the
     * order turns them into uses, a failed payment releases them, and a crash leaves them for
     * PAYMENT_COUPON_HOLD_MS at most. Throws the visitor's message when a use is gone.
     */
    async reserveForPayment(cartId: number): Promise<void> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + PAYMENT_COUPON_HOLD_MS);
      for (const coupon of await repository.findCouponsOfCart(cartId)) {
        const held = await options.cartsRepository.transaction((tx) =>
          repository.holdCouponUse(tx, coupon.id, cartId, now, expiresAt),
        );
        if (!held) throw couponError(`${coupon.code}: ${couponServerTexts.usedUp}`);
      }
    },

    releaseReservations: (cartId: number) => repository.releaseCouponHolds(cartId),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
