/**
 * The payment gateway port (DESIGN section 3): charge a vaulted card, refund, void, and describe
 * a stored card. Adapters: the local sandbox (sandbox-gateway.ts) and Spreedly
 * (spreedly-gateway.ts). Both are idempotent: a repeated idempotency key answers the first result
 * and never reaches the gateway again (idempotent-gateway.ts).
 */
import { z } from 'zod';
import { declineCodes } from '@shop/core/payment';

const idempotencyKeySchema = z.string().min(1).max(255);
const tokenSchema = z.string().min(1).max(200);
const amountCentsSchema = z.number().int().positive().max(100_000_000);

export const purchaseRequestSchema = z.object({
  paymentMethodToken: tokenSchema,
  amountCents: amountCentsSchema,
  currency: z.literal('USD'),
  idempotencyKey: idempotencyKeySchema,
  description: z.string().max(255).optional(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** A refund of part or all of a purchase. */
export const creditRequestSchema = z.object({
  transactionToken: tokenSchema,
  amountCents: amountCentsSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

export const voidRequestSchema = z.object({
  transactionToken: tokenSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type VoidRequest = z.infer<typeof voidRequestSchema>;

export const gatewayFieldErrorSchema = z.object({
  attribute: z.string().optional(),
  key: z.string(),
  message: z.string(),
});

/**
 * Why a call failed: `declined` the gateway said no (a transaction token records it), `invalid`
 * the gateway refused the request (unknown token), `unavailable` no answer came, so the outcome
 * is unknown and the same key will not be tried again.
 */
export const gatewayFailureReasons = ['declined', 'invalid', 'unavailable'] as const;

/** A stored card, for the order's 'Payment Method' ("Visa ending in 1111"). */
export const paymentMethodDescriptionSchema = z.object({
  token: z.string(),
  cardType: z.string(),
  lastFourDigits: z.string(),
  label: z.string(),
  email: z.string().nullable(),
});
export type PaymentMethodDescription = z.infer<typeof paymentMethodDescriptionSchema>;

/** The card a purchase charged, as its answer names it. */
export const chargedCardSchema = paymentMethodDescriptionSchema.pick({
  cardType: true,
  lastFourDigits: true,
  label: true,
});
export type ChargedCard = z.infer<typeof chargedCardSchema>;

export const gatewayResultSchema = z.discriminatedUnion('succeeded', [
  z.object({
    succeeded: z.literal(true),
    transactionToken: z.string(),
    message: z.string(),
    /**
     * A purchase's card, which both gateways name in the purchase's answer, so that no second
     * call to the vault is needed to learn it. Credits and voids have none, nor do results
     * recorded before answers carried it.
     */
    card: chargedCardSchema.optional(),
  }),
  z.object({
    succeeded: z.literal(false),
    reason: z.enum(gatewayFailureReasons),
    transactionToken: z.string().nullable(),
    message: z.string(),
    /** Why a declined charge was declined, when the gateway says. */
    declineCode: z.enum(declineCodes).optional(),
    fieldErrors: z.array(gatewayFieldErrorSchema).optional(),
  }),
]);
export type GatewayResult = z.infer<typeof gatewayResultSchema>;
export type GatewayFailure = Extract<GatewayResult, { succeeded: false }>;

/**
 * What the shop knows of a call whose answer it lost: its key, and the card or transaction it
 * named, which is where Spreedly lists it.
 */
export interface TransactionLookup {
  idempotencyKey: string;
  operation: 'purchase' | 'credit' | 'void';
  /** The card a purchase charged. */
  paymentMethodToken?: string | undefined;
  /** The transaction a credit or void followed. */
  transactionToken?: string | undefined;
}

export interface PaymentGateway {
  /** Charges a vaulted card. */
  purchase(request: PurchaseRequest): Promise<GatewayResult>;
  /** Refunds part or all of a purchase. */
  credit(request: CreditRequest): Promise<GatewayResult>;
  /** Cancels a purchase or credit before it settles. */
  void(request: VoidRequest): Promise<GatewayResult>;
  /**
   * The transaction made with an idempotency key (sent as Spreedly's `order_id`), as its call
   * would have answered; null when no such call reached the gateway.
   */
  findTransaction(lookup: TransactionLookup): Promise<GatewayResult | null>;
  /** The card behind a payment method token; null when the vault does not know it. */
  describePaymentMethod(paymentMethodToken: string): Promise<PaymentMethodDescription | null>;
}
