/** The catalogue tables (SPEC section 3). Money is integer cents; instants are timestamptz. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  address: text('address'),
  streetAddress: text('street_address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  phone: text('phone'),
  logo: text('logo'),
  locationMap: text('location_map'),
  mobileLocationMap: text('mobile_location_map'),
  emailLocationMap: text('email_location_map'),
  locationMarker: text('location_marker'),
  googleMapLink: text('google_map_link'),
  waiverLink: text('waiver_link'),
  faqLink: text('faq_link'),
  position: integer('position').notNull().default(0),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    centamanId: text('centaman_id').notNull().unique(),
    onDisplay: boolean('on_display').notNull().default(true),
    displayName: text('display_name').notNull(),
    centamanDescription: text('centaman_description').notNull().default(''),
    dateSelectionType: text('date_selection_type', {
      enum: ['calendar_select', 'dropdown_select', 'dynamic_price_select'],
    }).notNull(),
    defaultStartDate: date('default_start_date'),
    monthRange: integer('month_range').notNull().default(12),
    image: text('image'),
    thumbnail: text('thumbnail'),
    learnMoreUrl: text('learn_more_url'),
    preview: text('preview'),
    serviceDetails: text('service_details'),
    soldOutMessage: text('sold_out_message'),
    displaySoldOutMessage: boolean('display_sold_out_message').notNull().default(false),
    /** Whether a sold-out session of this activity takes waiting list entries and offers them places. */
    waitlistOpen: boolean('waitlist_open').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    timed: boolean('timed').notNull(),
    general: boolean('general').notNull().default(false),
    collectAttendeeDetails: boolean('collect_attendee_details').notNull().default(false),
    collectAttendeeDob: boolean('collect_attendee_dob').notNull().default(false),
    showSeason: boolean('show_season').notNull().default(false),
    seasonName: text('season_name'),
    cutoffHours: integer('cutoff_hours').notNull().default(0),
    position: integer('position').notNull().default(0),
    location: text('location'),
    categoryName: text('category_name'),
    hideCalendarAndDates: boolean('hide_calendar_and_dates').notNull().default(false),
    overrideEventTimeWithName: boolean('override_event_time_with_name').notNull().default(false),
    maxQuantity: integer('max_quantity').notNull().default(10),
  },
  (table) => [index('activities_venue_idx').on(table.venueId, table.position)],
);

export const linkedActivities = pgTable(
  'linked_activities',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    linkedActivityId: integer('linked_activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.linkedActivityId] })],
);

export const activityTimes = pgTable(
  'activity_times',
  {
    id: serial('id').primaryKey(),
    centamanId: text('centaman_id').notNull().unique(),
    bookingTypeId: text('booking_type_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places sold by committed orders; holds are counted from the holds table. */
    sold: integer('sold').notNull().default(0),
    /**
     * Places in the holds table for this session, expired or not, kept by triggers on holds
     * (migration 0006). Vacancy subtracts it and adds back the few expired holds not yet swept,
     * so a hold never sums the session's other holds (decision 004).
     */
    held: integer('held').notNull().default(0),
    validThrough: date('valid_through'),
    validDescription: text('valid_description'),
    isYearRound: boolean('is_year_round').notNull().default(false),
    /** Closed by the back office: no new sales, whatever its places (decision 045). */
    closed: boolean('closed').notNull().default(false),
    /** This session's booking cutoff in hours; null takes the activity's (decision 045). */
    cutoffHours: integer('cutoff_hours'),
  },
  (table) => [
    index('activity_times_activity_starts_idx').on(table.activityId, table.startsAt),
    index('activity_times_ends_idx').on(table.endsAt),
    // The last line of defence against overselling: no write can sell past capacity.
    check(
      'activity_times_sold_within_capacity',
      sql`${table.sold} >= 0 AND ${table.sold} <= ${table.capacity}`,
    ),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    centamanId: text('centaman_id').notNull().unique(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    costRateId: text('cost_rate_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Tax rate in basis points (825 = 8.25%), applied per ticket line after discounts. */
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    displayName: text('display_name').notNull(),
    description: text('description'),
    categoryName: text('category_name'),
    position: integer('position').notNull().default(0),
    general: boolean('general').notNull().default(false),
    addOn: boolean('add_on').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * The ages the ticket is for, each bound included, as the attendee's age on the session's
     * day (decision 077); null: no bound.
     */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /**
     * An add-on's stock in each session (20 lockers per session, decision 079): what its orders
     * and its carts' live holds there may add up to; null: unlimited. Never set on a non-add-on.
     */
    stockPerSession: integer('stock_per_session'),
  },
  (table) => [
    index('tickets_activity_idx').on(table.activityId, table.position),
    check(
      'tickets_stock_per_session',
      sql`${table.stockPerSession} is null or (${table.addOn} and ${table.stockPerSession} >= 0)`,
    ),
    check(
      'tickets_age_range',
      sql`(${table.minAge} is null or ${table.minAge} between 0 and 150) and (${table.maxAge} is null or ${table.maxAge} between 0 and 150) and (${table.minAge} is null or ${table.maxAge} is null or ${table.minAge} <= ${table.maxAge})`,
    ),
  ],
);

/** Per-session prices for dynamic-price activities; absent rows mean the ticket's own price. */
export const sessionTicketPrices = pgTable(
  'session_ticket_prices',
  {
    activityTimeId: integer('activity_time_id')
      .notNull()
      .references(() => activityTimes.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityTimeId, table.ticketId] })],
);

export const udfs = pgTable(
  'udfs',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    attendeeUdf: boolean('attendee_udf').notNull(),
    active: boolean('active').notNull().default(true),
    fieldLength: integer('field_length'),
    fieldName: text('field_name').notNull(),
    fieldType: text('field_type', {
      enum: ['string', 'boolean', 'numeric', 'select', 'date'],
    }).notNull(),
    inputType: text('input_type', { enum: ['text', 'boolean', 'select', 'date', 'numeric'] })
      .notNull()
      .default('text'),
    label: text('label').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    tabName: text('tab_name'),
    udfGroupName: text('udf_group_name'),
    udfType: text('udf_type'),
    isRequired: boolean('is_required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('udfs_activity_field_idx').on(table.activityId, table.attendeeUdf, table.fieldName),
  ],
);

export const waivers = pgTable(
  'waivers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    waiverName: text('waiver_name').notNull(),
    waiverLink: text('waiver_link').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('waivers_activity_name_idx').on(table.activityId, table.waiverName)],
);

export const activityLevels = pgTable(
  'activity_levels',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** Null: the level is offered at every session of the activity. */
    activityTimeId: integer('activity_time_id').references(() => activityTimes.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('activity_levels_activity_name_idx').on(table.activityId, table.name)],
);

/** A visitor's cart, reached only by its token (at least 128 random bits). */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  donationCents: integer('donation_cents').notNull().default(0),
  /** Set when an order took this cart; an ordered cart no longer changes. */
  orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }),
  /** Set on the working copy of an order's cart while the order is being edited. */
  editOfOrderId: integer('edit_of_order_id'),
  /** When a visitor last passed human verification (`POST /verify`) for this cart. */
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  /**
   * The on-sale queue's pass this cart was opened with (decision 104): one cart per pass, so a
   * pass copied to another browser opens nothing there.
   */
  queuePassId: text('queue_pass_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface StoredUdfValue {
  id: number;
  fieldName: string;
  label: string;
  value: string | number | boolean | null;
  fieldType: 'string' | 'boolean' | 'numeric' | 'select' | 'date';
}

/** One session of one activity in a cart, with the booking fields given for it. */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    primaryActivityId: integer('primary_activity_id')
      .notNull()
      .references(() => activities.id),
    activityTimeId: integer('activity_time_id')
      .notNull()
      .references(() => activityTimes.id),
    bookingId: text('booking_id'),
    bookingUdfs: jsonb('booking_udfs').$type<StoredUdfValue[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('line_items_cart_idx').on(table.cartId)],
);

/** Tickets of a line at the price and tax rate they were added with. */
export const lineItemTickets = pgTable(
  'line_item_tickets',
  {
    id: serial('id').primaryKey(),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    attendee: jsonb('attendee').$type<{
      firstName: string;
      lastName: string;
      dateOfBirth: string | null;
    }>(),
    attendeeUdfs: jsonb('attendee_udfs').$type<StoredUdfValue[]>().notNull().default([]),
    /** In an order edit: the order's ticket this one continues; such tickets cannot be removed. */
    originalLineItemTicketId: integer('original_line_item_ticket_id'),
    /** In an order edit: places of this ticket the order already bought at this session. */
    coveredQuantity: integer('covered_quantity').notNull().default(0),
    /**
     * Places of this ticket refunded by the back office (decision 055): the gate refuses them.
     * Raised in the refund's own transaction, with the session's sold counter lowered.
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /**
     * The pass holder whose membership place this is (issue 31, decision 091): theirs at no
     * charge or at the member price, or a guest they bring. One place a ticket.
     */
    passMemberId: integer('pass_member_id').references(() => members.id),
    passBenefit: text('pass_benefit', { enum: ['included', 'member-price', 'guest'] }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('line_item_tickets_line_idx').on(table.lineItemId),
    index('line_item_tickets_pass_member_idx')
      .on(table.passMemberId)
      .where(sql`${table.passMemberId} is not null`),
    check(
      'line_item_tickets_pass_place',
      sql`(${table.passMemberId} is null and ${table.passBenefit} is null) or
        (${table.passMemberId} is not null and ${table.quantity} = 1 and
          ${table.passBenefit} in ('included', 'member-price', 'guest'))`,
    ),
    check('line_item_tickets_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'line_item_tickets_refunded_within_quantity',
      sql`${table.refundedQuantity} >= 0 AND ${table.refundedQuantity} <= ${table.quantity}`,
    ),
  ],
);

/** Places held by carts. Only unexpired holds count against vacancy. */
export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    /**
     * The session, as the hold's ticket's line has it. No foreign key (migration 0010): its
     * check would lock the session's row for every hold inserted, the one row every hold of the
     * session queues on, and the line's own key already keeps the session (decision 018).
     */
    activityTimeId: integer('activity_time_id').notNull(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    /** The cart ticket this hold keeps places for (none for an add-on, decision 074); deleting the ticket releases it. */
    lineItemTicketId: integer('line_item_ticket_id')
      .unique()
      .references(() => lineItemTickets.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('holds_time_expiry_idx').on(table.activityTimeId, table.expiresAt),
    index('holds_cart_idx').on(table.cartId),
    check('holds_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);

/** Promotional codes (DESIGN section 4). Codes are stored upper-case and matched that way. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    productArea: text('product_area', { enum: ['Ticketing', 'Memberships'] })
      .notNull()
      .default('Ticketing'),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    activityTimeId: integer('activity_time_id').references(() => activityTimes.id, {
      onDelete: 'cascade',
    }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id'),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    /** Uses by committed orders; live coupon holds are counted from coupon_holds. */
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check(
      'coupons_used_within_limit',
      sql`${table.usedCount} >= 0 AND (${table.usageLimit} IS NULL OR ${table.usedCount} <= ${table.usageLimit})`,
    ),
    check(
      'coupons_amount_fits_kind',
      sql`(${table.kind} = 'percent' AND ${table.percent} BETWEEN 1 AND 100) OR (${table.kind} = 'fixed' AND ${table.amountCents} > 0)`,
    ),
  ],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.couponId] })],
);

/** A use of a limited coupon reserved for a cart about to order (SPEC section 4). */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('coupon_holds_coupon_cart_idx').on(table.couponId, table.cartId)],
);

export const receiptNumbers = pgSequence('order_receipt_seq', { startWith: 100001 });

/** A paid ticket order. Its lines are those of the cart it took, frozen at that moment. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    receipt: text('receipt').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    bookingId: text('booking_id'),
    paymentMethod: text('payment_method'),
    chargeTransactionToken: text('charge_transaction_token'),
    /** The box office's staff member who sold it at the venue (decision 059); null online. */
    soldByStaffId: integer('sold_by_staff_id').references((): AnyPgColumn => staff.id),
    /**
     * A box-office cash sale's notes and coins handed over and the change given back, in cents
     * (decision 072); null for every other order.
     */
    cashTenderedCents: integer('cash_tendered_cents'),
    cashChangeCents: integer('cash_change_cents'),
    /**
     * The member logged in when the order was placed (issue 31, decision 092), read from a valid
     * session token only; null for a guest's order and a box-office sale.
     */
    memberId: integer('member_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    donationCents: integer('donation_cents').notNull(),
    totalPaidCents: integer('total_paid_cents').notNull(),
    couponCodes: jsonb('coupon_codes')
      .$type<{ code: string; discountCents: number; description: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The back office's order search (issue 15): newest first, by e-mail.
    index('orders_created_idx').on(table.createdAt),
    index('orders_email_idx').on(sql`lower(${table.email})`),
    // A member's orders on the account page, newest first (decision 092).
    index('orders_member_idx')
      .on(table.memberId, table.createdAt)
      .where(sql`${table.memberId} is not null`),
    // Tendered and change come together, and the change is part of what was tendered.
    check(
      'orders_cash_tender_whole',
      sql`(${table.cashTenderedCents} is null and ${table.cashChangeCents} is null)
        or (${table.cashChangeCents} between 0 and ${table.cashTenderedCents})`,
    ),
  ],
);

/**
 * Where a submission stands: `pending` while its request runs, `recovering` once the payment
 * recovery job has taken it over (or its request left money unsettled), then `succeeded` or
 * `failed` for good (decision 020).
 */
export const submissionStatuses = ['pending', 'recovering', 'succeeded', 'failed'] as const;

/**
 * One row per order submission's idempotency key: a retry with the same key answers the first
 * result (DESIGN section 4), and a pending row stops a parallel duplicate.
 */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    cartId: integer('cart_id').notNull(),
    status: text('status', { enum: submissionStatuses }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** What the key was first sent with (decision 071): the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One live charge per cart: a second key is refused while one is in flight (decision 020).
    uniqueIndex('order_submissions_one_pending_per_cart_idx')
      .on(table.cartId)
      .where(sql`${table.status} = 'pending'`),
    index('order_submissions_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('pending', 'recovering')`),
  ],
);

/**
 * One row per walk-up hold's idempotency key (decision 106): the hold sent again after its answer
 * was lost answers the cart it held instead of holding a second set of places. `heldAt` is unset
 * while the hold is being made; a refused hold leaves no row.
 */
export const walkUpHolds = pgTable('walk_up_holds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  cartId: integer('cart_id')
    .notNull()
    .references(() => carts.id),
  /** What the key was first sent with (decision 071): the same key with another body is refused. */
  requestHash: text('request_hash').notNull(),
  heldAt: timestamp('held_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Every call to the gateway and its outcome, including voids after a failed write. */
export const paymentTransactions = pgTable('payment_transactions', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').references(() => orders.id),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind', { enum: ['purchase', 'void', 'credit'] }).notNull(),
  transactionToken: text('transaction_token'),
  /** The charge a credit was made against (decision 070); null: the order's first charge. */
  referenceToken: text('reference_token'),
  amountCents: integer('amount_cents').notNull(),
  succeeded: boolean('succeeded').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Messages to send, written in the same transaction as the business change (DESIGN section 2). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Cards in the local sandbox vault (DESIGN section 3). Only what Spreedly shows of a card is
 * kept: brand, first six and last four digits, expiry. Never the number or the security code.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  cardType: text('card_type').notNull(),
  firstSixDigits: text('first_six_digits').notNull(),
  lastFourDigits: text('last_four_digits').notNull(),
  month: integer('month').notNull(),
  year: integer('year').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  /**
   * What a purchase with this card answers, after Spreedly's Test-gateway cards: approved,
   * declined, or declined for a reason (decision 032). A text column: no migration per value.
   */
  outcome: text('outcome', {
    enum: ['approve', 'decline', 'card_declined', 'expired_card', 'incorrect_cvc'],
  }).notNull(),
  retained: boolean('retained').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Purchases, credits and voids the sandbox gateway ran, failed ones included. */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    token: text('token').primaryKey(),
    transactionType: text('transaction_type', { enum: ['Purchase', 'Credit', 'Void'] }).notNull(),
    paymentMethodToken: text('payment_method_token').references(() => sandboxPaymentMethods.token),
    /** The purchase a credit refunds, or the transaction a void cancels. */
    referenceToken: text('reference_token'),
    amountCents: integer('amount_cents'),
    currencyCode: text('currency_code'),
    succeeded: boolean('succeeded').notNull(),
    message: text('message').notNull(),
    description: text('description'),
    /** The shop's idempotency key of the call, as Spreedly's `order_id`: how a lost answer is found. */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_transactions_reference_idx').on(table.referenceToken),
    index('sandbox_transactions_order_id_idx').on(table.orderId),
  ],
);

/**
 * One row per gateway idempotency key: claimed (no result) before the gateway is called, then
 * holding the answer every repeat of the key gets.
 */
export const paymentGatewayCalls = pgTable(
  'payment_gateway_calls',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    gateway: text('gateway', { enum: ['sandbox', 'spreedly'] }).notNull(),
    operation: text('operation', { enum: ['purchase', 'credit', 'void'] }).notNull(),
    /** The call's parameters, so a key reused for a different call is refused. */
    request: text('request').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /**
     * Names this claim of the key: an unsettled claim is released only if it is still the one
     * that was inspected, never a newer claim of the same key (decision 070).
     */
    claimToken: text('claim_token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The recovery job's look for calls whose outcome is unknown (decision 020).
    index('payment_gateway_calls_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.result} is null or ${table.result}->>'reason' = 'unavailable'`),
  ],
);

/** An open or finished change of a paid order (SPEC section 4, DESIGN section 4). */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    status: text('status', { enum: ['open', 'committed', 'discarded'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('order_edits_order_idx').on(table.orderId, table.status)],
);

/** The history of an order: placed, edited (what changed, charged, refunded). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['placed', 'edited'] }).notNull(),
    actor: text('actor').notNull(),
    chargedCents: integer('charged_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId)],
);

/*
 * Memberships and member accounts (SPEC sections 3 to 5, DESIGN sections 2 and 4).
 */

/** Membership products: the primary pass, the included secondary members, and their price. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    centamanId: text('centaman_id').notNull().unique(),
    name: text('name').notNull(),
    package: text('package'),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    main: boolean('main').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    addOn: boolean('add_on').notNull().default(false),
    location: text('location'),
    membershipImage: text('membership_image'),
    position: integer('position').notNull().default(0),
    /** The primary member's pass (membershipTypeId of the primary member). */
    primaryCentamanId: text('primary_centaman_id').notNull(),
    primaryDisplayName: text('primary_display_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** Secondary members included at no charge, up to the maximum; null: none. */
    secondaryCentamanId: text('secondary_centaman_id'),
    secondaryDisplayName: text('secondary_display_name'),
    secondaryMaxQuantity: integer('secondary_max_quantity').notNull().default(0),
    durationMonths: integer('duration_months').notNull().default(12),
    waiverLink: text('waiver_link'),
    /** Guests a pass holder may bring at the member price in each term of the pass (issue 31). */
    guestPassesPerTerm: integer('guest_passes_per_term').notNull().default(0),
  },
  (table) => [
    check('memberships_price_not_negative', sql`${table.priceCents} >= 0`),
    check('memberships_guest_passes_not_negative', sql`${table.guestPassesPerTerm} >= 0`),
    check('memberships_secondary_max_not_negative', sql`${table.secondaryMaxQuantity} >= 0`),
  ],
);

/**
 * What can be added to a membership at a price each: more members beyond the included ones
 * ('member', each with pass holder details) or items such as a parking pass ('item').
 */
export const membershipAddOns = pgTable(
  'membership_add_ons',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    centamanId: text('centaman_id').notNull(),
    kind: text('kind', { enum: ['member', 'item'] }).notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** At most this many per membership; null: only the pass count limits items. */
    maxQuantity: integer('max_quantity'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('membership_add_ons_membership_code_idx').on(table.membershipId, table.centamanId),
    check('membership_add_ons_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * What a membership entitles its pass holders to (issue 31, decision 088), as rows: an included
 * activity (one place a pass holder per session, or per day when untimed, at no charge), or a
 * member price on a ticket type (a percentage off or a price of its own).
 */
export const membershipEntitlements = pgTable(
  'membership_entitlements',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['included', 'member-price'] }).notNull(),
    /** The included activity ('included'). */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    /** The member-priced ticket type ('member-price'). */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** 'member-price': either a percentage off or the member's price in cents. */
    percentOff: integer('percent_off'),
    memberPriceCents: integer('member_price_cents'),
  },
  (table) => [
    uniqueIndex('membership_entitlements_activity_idx')
      .on(table.membershipId, table.activityId)
      .where(sql`${table.kind} = 'included'`),
    uniqueIndex('membership_entitlements_ticket_idx')
      .on(table.membershipId, table.ticketId)
      .where(sql`${table.kind} = 'member-price'`),
    check(
      'membership_entitlements_shape',
      sql`(${table.kind} = 'included' and ${table.activityId} is not null and ${table.ticketId} is null
        and ${table.percentOff} is null and ${table.memberPriceCents} is null)
      or (${table.kind} = 'member-price' and ${table.ticketId} is not null and ${table.activityId} is null
        and ((${table.percentOff} between 1 and 100 and ${table.memberPriceCents} is null)
          or (${table.percentOff} is null and ${table.memberPriceCents} >= 0)))`,
    ),
  ],
);

/** A family or other group of members: one primary member and its secondary members. */
export const households = pgTable('households', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const memberCodes = pgSequence('member_code_seq', { startWith: 200001 });

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The membership ID a member shows at the door ('M200001'). */
    memberCode: text('member_code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The pass the member holds or last chose (a membership option's centamanId). */
    membershipTypeId: text('membership_type_id'),
    country: text('country'),
    streetAddress1: text('street_address1'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /**
     * The pass holder's photo (decision 091), shown on their card and at the gate: the member
     * owns it, so a replaced card keeps it. Its image is served only by the image's access key.
     */
    photoImageId: integer('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('members_household_idx').on(table.householdId),
    // SPEC section 6: the primary member is the only one flagged isPrimary.
    uniqueIndex('members_one_primary_idx')
      .on(table.householdId)
      .where(sql`${table.isPrimary}`),
  ],
);

/**
 * How a primary member logs in: the e-mail (lower case, unique) and an argon2id hash. A guest
 * checkout creates the row without a password; a reset sets one.
 */
export const memberCredentials = pgTable('member_credentials', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  /** Set when the back office deactivated the account (issue 15): it can no longer log in. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Logged-in sessions: only the SHA-256 of the bearer token is kept. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/** Single-use password reset tokens, stored as SHA-256 hashes, expiring within the hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
);

/**
 * Fixed-window counters shared by every server process (`db/window-counts.ts`): account
 * requests (login, registration, password reset) per e-mail and per address, and the site-wide
 * request limit per address (buckets `site:…`).
 */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index('auth_rate_limits_window_idx').on(table.windowStart),
  ],
);

/** A membership checkout in progress: the order info it was priced from, reached by its token. */
export const membershipCheckouts = pgTable('membership_checkouts', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  /** The logged-in primary member who started it; null for a guest. */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  membershipId: integer('membership_id')
    .notNull()
    .references(() => memberships.id),
  orderInfo: jsonb('order_info').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface StoredMembershipItem {
  centamanId: string;
  displayName: string;
  description: string;
  quantity: number;
  priceCents: number;
  subtotalBeforeDiscountsCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** A paid (or free) membership order; its receipt shares the ticket orders' sequence. */
export const membershipOrders = pgTable('membership_orders', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  receipt: text('receipt').notNull().unique(),
  membershipId: integer('membership_id')
    .notNull()
    .references(() => memberships.id),
  householdId: integer('household_id')
    .notNull()
    .references(() => households.id),
  primaryMemberId: integer('primary_member_id')
    .notNull()
    .references(() => members.id),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  paymentMethod: text('payment_method'),
  chargeTransactionToken: text('charge_transaction_token'),
  subtotalBeforeDiscountsCents: integer('subtotal_before_discounts_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  taxCents: integer('tax_cents').notNull(),
  donationCents: integer('donation_cents').notNull(),
  totalPaidCents: integer('total_paid_cents').notNull(),
  couponCode: text('coupon_code'),
  items: jsonb('items').$type<StoredMembershipItem[]>().notNull(),
  /** True when the order created the account (guest checkout). */
  createdAccount: boolean('created_account').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The passes a membership order gave each member of the household. */
export const memberMemberships = pgTable(
  'member_memberships',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipOrderId: integer('membership_order_id')
      .notNull()
      .references(() => membershipOrders.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    membershipTypeId: text('membership_type_id').notNull(),
    role: text('role', { enum: ['primary', 'secondary', 'addOn'] }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** Set when the pass stops entitling anything before its expiry (its order refunded). */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('member_memberships_member_idx').on(table.memberId)],
);

/**
 * A pass holder's card (decision 088): its code is what the gate scans, 'P' and 130 random bits
 * in base32 like a ticket's code, kept readable because the card is shown and printed again. A
 * lost card is revoked and a new one issued: one card in use per member.
 */
export const passCards = pgTable(
  'pass_cards',
  {
    code: text('code').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('pass_cards_one_in_use_idx')
      .on(table.memberId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Renewal reminders queued (issue 31): one row per primary member, pass expiry and reminder (30
 * and 7 days before), so each is e-mailed once whatever the number of server processes.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.expiresOn, table.daysBefore] })],
);

/**
 * A pass holder let in at the gate: once a session (timed), once a day at an untimed activity.
 * The two unique indexes decide between two devices scanning one card at once.
 */
export const passAdmissions = pgTable(
  'pass_admissions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    cardCode: text('card_code')
      .notNull()
      .references(() => passCards.code),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    activityTimeId: integer('activity_time_id').references(() => activityTimes.id),
    /** The Denver day of the admission. */
    day: date('day', { mode: 'string' }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    admittedAt: timestamp('admitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('pass_admissions_session_idx')
      .on(table.memberId, table.activityTimeId)
      .where(sql`${table.activityTimeId} is not null`),
    uniqueIndex('pass_admissions_day_idx')
      .on(table.memberId, table.activityId, table.day)
      .where(sql`${table.activityTimeId} is null`),
    index('pass_admissions_day_activity_idx').on(table.day, table.activityId),
  ],
);

/**
 * One row per membership order submission's idempotency key (as `order_submissions` for
 * tickets): a retry answers the first result; a key reused with another body is refused.
 */
export const membershipOrderSubmissions = pgTable(
  'membership_order_submissions',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    /** SHA-256 of the submitted order and who submitted it. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: submissionStatuses }).notNull(),
    orderId: integer('order_id').references(() => membershipOrders.id),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_order_submissions_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('pending', 'recovering')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The back office (issue 14, decision 040): staff accounts apart from members, their sessions,
// two-factor recovery codes, and the audit log of every change staff make.

export const staffRoleValues = ['admin', 'manager', 'box-office', 'check-in'] as const;

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower case; unique. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoleValues }).notNull(),
    /** argon2id, as members' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** The confirmed TOTP secret (base32); null until two-factor is set up. */
    totpSecret: text('totp_secret'),
    /** A secret offered by an enrolment not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so a code works once. */
    totpLastStep: integer('totp_last_step'),
    /** Set by an admin's two-factor reset: set up again at the next login, whatever the role. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the member chose their own password: made with one, set through a link, or changed.
     * Null while an invitation is unanswered (the hash is then a random secret's); an admin's
     * reset, which locks the password until its link is used, leaves it as it was.
     */
    passwordChosenAt: timestamp('password_chosen_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_role_known', sql`${table.role} in ('admin', 'manager', 'box-office', 'check-in')`),
  ],
);

/** Staff sessions by the SHA-256 of their cookie's token; idle and absolute ends both apply. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** Single-use two-factor recovery codes, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('staff_recovery_codes_hash_idx').on(table.staffId, table.codeHash)],
);

/**
 * Set-your-password links of staff accounts (decision 080): an invitation's or an admin's reset,
 * kept by the SHA-256 of their token, each usable once before it expires.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('staff_password_links_staff_idx').on(table.staffId),
    check('staff_password_links_purpose_known', sql`${table.purpose} in ('invitation', 'reset')`),
  ],
);

/**
 * What each role may do within its routes (issue 30, decision 081), one row per role but admin,
 * who has everything. A role without its row has today's defaults (`defaultRolePermissions`).
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role', { enum: staffRoleValues }).primaryKey(),
    canSell: boolean('can_sell').notNull(),
    /** 'none', 'up-to' (each refund at most refund_limit_cents) or 'any'. */
    refund: text('refund', { enum: ['none', 'up-to', 'any'] }).notNull(),
    refundLimitCents: integer('refund_limit_cents'),
    canCancelSessions: boolean('can_cancel_sessions').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'role_permissions_not_admin',
      sql`${table.role} in ('manager', 'box-office', 'check-in')`,
    ),
    check('role_permissions_refund_known', sql`${table.refund} in ('none', 'up-to', 'any')`),
    check(
      'role_permissions_limit_with_up_to',
      sql`(${table.refund} = 'up-to') = (${table.refundLimitCents} is not null) and coalesce(${table.refundLimitCents}, 1) > 0`,
    ),
  ],
);

/** Every change staff make: who, when, what, before and after; written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for a change made from the command line (the first admin). */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_staff_idx').on(table.staffId),
  ],
);

// Check-in at the gate (issue 15, decision 049): each admission place of an order has an
// unguessable code, and a code admits once.

/**
 * One code per place of a ticket bought (a line item ticket of quantity 3 has codes n = 1..3;
 * add-ons have none). Codes are issued by the database when an order is written or takes an
 * edit's cart (trigger `orders_issue_ticket_codes`, function `issue_ticket_codes`): 130 random
 * bits in base32. An edit's ticket takes over the codes of the ticket it continues.
 */
export const ticketCodes = pgTable(
  'ticket_codes',
  {
    code: text('code').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    lineItemTicketId: integer('line_item_ticket_id')
      .notNull()
      .references(() => lineItemTickets.id),
    n: integer('n').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ticket_codes_place_idx').on(table.lineItemTicketId, table.n),
    index('ticket_codes_order_idx').on(table.orderId),
  ],
);

/** A ticket let in at the gate: the unique code is what makes a second scan a refusal. */
export const admissions = pgTable(
  'admissions',
  {
    id: serial('id').primaryKey(),
    ticketCode: text('ticket_code')
      .notNull()
      .unique()
      .references(() => ticketCodes.code),
    activityTimeId: integer('activity_time_id')
      .notNull()
      .references(() => activityTimes.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    admittedAt: timestamp('admitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('admissions_session_idx').on(table.activityTimeId)],
);

/**
 * A refund made from the back office (issue 15, decision 055): written `pending` before the
 * gateway is called with the key `order-refund:<id>`, then `succeeded` in the transaction that
 * releases its places, or `failed`. Payment recovery settles one a crash left pending.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** The back office's idempotency key: a retry of the same request answers this refund. */
    requestKey: text('request_key').notNull().unique(),
    /** `owed`: a cancelled session's cash refund, until a clerk hands it over (decision 073). */
    status: text('status', { enum: ['pending', 'owed', 'succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    wholeOrder: boolean('whole_order').notNull(),
    tickets: jsonb('tickets')
      .$type<{ lineItemTicketId: number; quantity: number; amountCents: number }[]>()
      .notNull(),
    reason: text('reason'),
    message: text('message'),
    /**
     * The credits that make up the refund, one per charge of the order, newest charge first,
     * each with its own gateway key (decision 070); null: one credit of the first charge.
     */
    credits:
      jsonb('credits').$type<
        { transactionToken: string; amountCents: number; idempotencyKey: string }[]
      >(),
    /** What the request key was first sent with (decision 071); null for a cancellation's. */
    requestHash: text('request_hash'),
    /** When payment recovery last took it (decision 070): its lease lasts the grace period. */
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    index('order_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('order_refunds_amount_nonnegative', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A session cancelled by the back office (issue 15, decision 057): one per session, written with
 * the session closed, before any money moves; `running` until every order below is settled.
 */
export const sessionCancellations = pgTable(
  'session_cancellations',
  {
    id: serial('id').primaryKey(),
    activityTimeId: integer('activity_time_id')
      .notNull()
      .unique()
      // A session with no orders may still be deleted after its cancellation closed it.
      .references(() => activityTimes.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason'),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    /** When payment recovery last took it (decision 070): its lease lasts the grace period. */
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('session_cancellations_running_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * Each order a cancellation refunds, and where its refund stands: `pending` until its refund
 * (keyed by session and order) succeeded, failed, or found nothing left on the session (`skipped`).
 */
export const sessionCancellationOrders = pgTable(
  'session_cancellation_orders',
  {
    cancellationId: integer('cancellation_id')
      .notNull()
      .references(() => sessionCancellations.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: ['pending', 'refunded', 'skipped', 'failed'] }).notNull(),
    refundId: integer('refund_id').references(() => orderRefunds.id),
    message: text('message'),
  },
  (table) => [primaryKey({ columns: [table.cancellationId, table.orderId] })],
);

/**
 * A back-office refund of a whole membership order (issue 31, decision 092): written `pending`
 * before its one credit (under `membership-refund:<id>`), then `succeeded` with the order's
 * passes revoked in one transaction, or `failed` when the gateway refused it. At most one refund
 * of an order is under way or done.
 */
export const membershipOrderRefunds = pgTable(
  'membership_order_refunds',
  {
    id: serial('id').primaryKey(),
    membershipOrderId: integer('membership_order_id')
      .notNull()
      .references(() => membershipOrders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    requestKey: text('request_key').notNull().unique(),
    requestHash: text('request_hash'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    message: text('message'),
    /** When payment recovery last took it: its lease lasts the grace period (decision 070). */
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('membership_order_refunds_one_per_order')
      .on(table.membershipOrderId)
      .where(sql`${table.status} <> 'failed'`),
    index('membership_order_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('membership_order_refunds_amount_nonnegative', sql`${table.amountCents} >= 0`),
  ],
);

/** Internal notes staff keep on an order (issue 15); never shown to the visitor. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id').references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId)],
);

// Uploaded images of the catalogue (decision 044): resized once at upload, kept in the database
// so every server process serves the same bytes.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  /** The large size (an activity's image): WebP, at most 1600 px wide. */
  image: bytea('image').notNull(),
  /** The small size (a thumbnail, a venue logo): WebP, at most 480 px wide. */
  thumbnail: bytea('thumbnail').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  /**
   * Set on a person's photo (decision 091): at least 128 random bits, the only way to fetch it.
   * An image with a key is never served by its id, which anyone could count through.
   */
  accessKey: text('access_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A box-office day close (issue 30, decision 082): one per shop day (Denver), for the one drawer
 * of the shop; what the drawer should hold from the day's cash movements, what was counted, and
 * the difference, kept as they were when the clerk saved them.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    floatCents: integer('float_cents').notNull(),
    cashSalesCents: integer('cash_sales_cents').notNull(),
    cashRefundsCents: integer('cash_refunds_cents').notNull(),
    owedHandedOverCents: integer('owed_handed_over_cents').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'day_closes_amounts_nonnegative',
      sql`${table.floatCents} >= 0 and ${table.countedCents} >= 0`,
    ),
    check(
      'day_closes_difference_whole',
      sql`${table.differenceCents} = ${table.countedCents} - ${table.expectedCents}`,
    ),
  ],
);

/**
 * A sold-out session's waiting list (issue 34, decision 103): one entry per address per session,
 * in the order they joined (`id`); joining again changes the places and keeps the place in line.
 * Its link's token is e-mailed to the address only and kept here as its SHA-256; joining again
 * sends a new link and retires the old one.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    activityTimeId: integer('activity_time_id')
      .notNull()
      .references(() => activityTimes.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the order links and the back office's search read addresses. */
    email: text('email').notNull(),
    places: integer('places').notNull(),
    acceptsFewer: boolean('accepts_fewer').notNull().default(false),
    /** The logged-in member who joined, if any. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The cart made for the entry's offer: places held for it until `offerExpiresAt`. An entry
     * offered (`offeredAt`) is out of the line, whether its offer is live, bought or lapsed.
     */
    offerCartId: integer('offer_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    offeredPlaces: integer('offered_places'),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_session_email_idx').on(table.activityTimeId, table.email),
    // The line of each session, found by the offers' sweep.
    index('waitlist_entries_waiting_idx')
      .on(table.activityTimeId, table.id)
      .where(sql`${table.offeredAt} is null`),
    check('waitlist_entries_places_positive', sql`${table.places} > 0`),
  ],
);

/**
 * Every offer the waiting list made, kept after its entry is forgotten (it names no one), so the
 * reports can count offers made, taken and lapsed. Taken is read from the cart's order.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    activityTimeId: integer('activity_time_id')
      .notNull()
      .references(() => activityTimes.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    places: integer('places').notNull(),
    /** Made by a manager out of turn, not by the rounds. */
    byHand: boolean('by_hand').notNull().default(false),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Given back before it lapsed: its entry left, or a manager removed it. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('waitlist_offers_session_idx').on(table.activityTimeId)],
);

/**
 * An on-sale queue (issue 34, decision 104): an activity, or the memberships when `activityId` is
 * null, goes on sale at `opensAt` to visitors let through in turn. Positions are handed out once:
 * the early arrivals' in a random draw at the opening, later arrivals' as they come
 * (`lastPosition`). `admitted` counts the positions let through so far, with its fraction;
 * `advancedAt` is when it last grew.
 */
export const onSaleQueues = pgTable(
  'on_sale_queues',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }).notNull(),
    admitPerMinute: integer('admit_per_minute').notNull(),
    passMinutes: integer('pass_minutes').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }),
    lastPosition: integer('last_position').notNull().default(0),
    admitted: doublePrecision('admitted').notNull().default(0),
    advancedAt: timestamp('advanced_at', { withTimezone: true, mode: 'date' }),
    /** Set when an operator ends the queue: the activity sells to everyone again. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One queue per activity, and one for the memberships.
    uniqueIndex('on_sale_queues_scope_idx').on(sql`coalesce(${table.activityId}, 0)`),
    check('on_sale_queues_rate_positive', sql`${table.admitPerMinute} > 0`),
    check('on_sale_queues_pass_positive', sql`${table.passMinutes} > 0`),
  ],
);

/**
 * A browser waiting in an on-sale queue. Its id travels in its signed ticket; `drawKey` (random,
 * drawn when it arrived) orders the early arrivals at the opening; `position` is null until then.
 */
export const queueVisitors = pgTable(
  'queue_visitors',
  {
    id: text('id').primaryKey(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => onSaleQueues.id, { onDelete: 'cascade' }),
    drawKey: doublePrecision('draw_key').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }).notNull(),
    position: integer('position'),
    passIssuedAt: timestamp('pass_issued_at', { withTimezone: true, mode: 'date' }),
    /**
     * The idempotency key of the membership order its pass is placing (the memberships' queue has
     * no cart to bind): one order at a time per pass, released if that order fails.
     */
    orderKey: text('order_key'),
  },
  (table) => [
    uniqueIndex('queue_visitors_position_idx').on(table.queueId, table.position),
    index('queue_visitors_undrawn_idx')
      .on(table.queueId, table.drawKey)
      .where(sql`${table.position} is null`),
  ],
);
