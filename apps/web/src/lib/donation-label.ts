import { env } from '../config/env.ts';

/** How the cart, the checkouts, the receipts and GA4's donation item name a donation. */
export const donationLabel = `Donation to ${env.VITE_FOUNDATION_SHORT_NAME}`;
