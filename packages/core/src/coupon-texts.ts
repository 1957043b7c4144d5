/** What the shop says when a coupon cannot be applied (SPEC section 5). */
export const couponTexts = {
  fullDiscountSingleTicket:
    'This promotional code provides a 100% discount and can only be applied when purchasing a single ticket. Please adjust your cart to contain only one ticket to use this code.',
  couldNotApply: 'This coupon code could not be applied based on your selections.',
} as const;
