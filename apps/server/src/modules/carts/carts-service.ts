/**
 * Cart use cases (SPEC sections 4 and 7): lines for sessions, tickets with attendees, and the
 * places they hold. Every change that takes places goes through holdPlaces in a transaction, or
 * through addCartTicket, one statement of its own.
 */
import { randomBytes } from 'node:crypto';
import { checkAttendee } from '@shop/core/attendee';
import {
  cartTexts,
  type AddLineItemTicketBody,
  type Cart,
  type CreateLineItemBody,
  type UpdateLineItemBody,
  type UpdateLineItemTicketBody,
} from '@shop/core/cart';
import type { Udf } from '@shop/core/catalogue';
import { errorTexts } from '@shop/core/api-error';
import { dollarsToCents } from '@shop/core/money';
import { shopDateAt } from '@shop/core/shop-time';
import { orderEditTexts } from '@shop/core/order-edit';
import { checkUdfValues, udfTexts, type UdfValueInput } from '@shop/core/udf-rules';
import type { StoredUdfValue } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ActivityTimeRow, Offer, OfferedTicket, ReadOffer } from '../catalogue/index.ts';
import {
  cartAlreadyOrdered,
  prepareAddCartTicket,
  addOnExcess,
  extendCartHolds,
  holdPlaces,
  releaseTicketHold,
  StaleCartView,
  ticketsUnavailable,
  type AddedCartTicket,
} from './hold-places.ts';
import { createKeptCartViews } from './kept-cart-views.ts';
import { createCartViewer, toCart } from './carts-mappers.ts';
import {
  compareContentsTickets,
  type CartRow,
  type CartSnapshot,
  type CartsRepository,
  type ContentsTicket,
  type LineItemRow,
  type Writer,
} from './carts-repository.ts';

/** A cart token: 256 random bits, URL-safe. */
export function generateCartToken(): string {
  return randomBytes(32).toString('base64url');
}

function invalidFields(fields: Record<string, string>): AppError {
  const [name, message] = Object.entries(fields)[0] ?? ['body', 'Is invalid'];
  return new AppError('validation_failed', `Invalid field ${name}: ${message}`, {
    title: errorTexts.invalidFormTitle,
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [value]])),
  });
}

function prefixKeys(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [`${prefix}.${key}`, value]),
  );
}

/** Checks values against the fields; answers them in the stored form or throws a 400. */
function storeUdfValues(udfs: Udf[], values: UdfValueInput[], prefix: string): StoredUdfValue[] {
  const checked = checkUdfValues(udfs, values, udfTexts.requiredField);
  if (!checked.ok) throw invalidFields(prefixKeys(prefix, checked.errors));
  return checked.values.map(({ udf, value }) => ({
    id: udf.id,
    fieldName: udf.fieldName,
    label: udf.label,
    value,
    fieldType: udf.fieldType,
  }));
}

function assertBookable(offer: Offer): void {
  if (offer.session.available) return;
  if (offer.session.vacancy <= 0) throw ticketsUnavailable();
  throw new AppError('conflict', "We're sorry, there are no available tickets for this time.", {
    title: cartTexts.invalidSelectionTitle,
  });
}

function countsTowardMax(ticket: { addOn: boolean }): boolean {
  return !ticket.addOn;
}

/** Whether changing a line by `delta` tickets of a kind can leave more add-ons than passes. */
function mayExceedPasses(ticket: { addOn: boolean }, delta: number): boolean {
  return ticket.addOn ? delta > 0 : delta < 0;
}

/** In an order edit, the order's own tickets stay: only customer service removes them. */
function cannotRemove(): AppError {
  return new AppError('unprocessable', orderEditTexts.cannotRemoveTicket);
}

export interface CartsServiceOptions {
  repository: CartsRepository;
  readOffer: ReadOffer;
  clock: () => Date;
  holdMinutes: number;
  /** How long a cart and its sessions as read may stand for them in adds (decision 018). */
  keepCartViewsMs: number;
}

/** A cart and one of its lines as seen before a change: read now, or kept from the last add. */
interface SeenCartLine {
  cart: CartRow;
  line: LineItemRow;
  /** The line's session, when known to have room by its counter, for readOffer. */
  session: { session: ActivityTimeRow; now: Date } | undefined;
  /** When the session row the offer is checked against was read (shop clock, ms). */
  sessionReadAt: number;
  snapshot: CartSnapshot;
  /** When the contents' catalogue data were read from the database (shop clock, ms). */
  readAt: number;
}

/** For a promise's catch: errors of this kind become undefined, any other is thrown on. */
function unlessThrown(kind: abstract new (...args: never[]) => Error) {
  return (error: unknown): undefined => {
    if (error instanceof kind) return undefined;
    throw error;
  };
}

function ticketsOfLine(tickets: ContentsTicket[], lineItemId: number): ContentsTicket[] {
  return tickets.filter((ticket) => ticket.lineTicket.lineItemId === lineItemId);
}

/** What a cart's contents show of a ticket type. */
function contentsTicketType(row: OfferedTicket['row']): ContentsTicket['ticket'] {
  const { displayName, description, costRateId, general, addOn, position } = row;
  return { displayName, description, costRateId, general, addOn, position };
}

/**
 * A one-line cart's contents with that line's catalogue data (its activity, session and ticket
 * types) taken from the offer an add to it was checked against; undefined when the cart has other
 * lines, or tickets of a type the offer no longer has (decision 019).
 */
function withCatalogueOfOffer(snapshot: CartSnapshot, offer: Offer): CartSnapshot | undefined {
  const [only, ...others] = snapshot.lines;
  if (!only || others.length > 0 || only.line.activityTimeId !== offer.sessionRow.id)
    return undefined;
  const typeOf = new Map(offer.tickets.map(({ row }) => [row.id, row]));
  const tickets: ContentsTicket[] = [];
  for (const { lineTicket } of snapshot.tickets) {
    const type = typeOf.get(lineTicket.ticketId);
    if (!type) return undefined;
    tickets.push({ lineTicket, ticket: contentsTicketType(type) });
  }
  const { activity, sessionRow } = offer;
  const line = {
    line: only.line,
    activity: {
      displayName: activity.displayName,
      thumbnail: activity.thumbnail,
      timed: activity.timed,
    },
    session: { name: sessionRow.name, startsAt: sessionRow.startsAt, endsAt: sessionRow.endsAt },
  };
  return { ...snapshot, lines: [line], tickets: tickets.sort(compareContentsTickets) };
}

export function createCartsService({
  repository,
  readOffer,
  clock,
  holdMinutes,
  keepCartViewsMs,
}: CartsServiceOptions) {
  const holdUntil = (now: Date) => new Date(now.getTime() + holdMinutes * 60_000);

  const view = createCartViewer(repository, clock);
  const addCartTicket = prepareAddCartTicket(repository.db);
  const keptViews = createKeptCartViews(keepCartViewsMs);

  /**
   * The cart for a token. A discarded order edit's working copy is no cart any more: leaving edit
   * mode ends it (DESIGN section 4), so its token reads as unknown.
   */
  async function findCart(token: string): Promise<CartRow | undefined> {
    const found = await repository.findCartByToken(token);
    if (!found || found.discarded) return undefined;
    const { discarded: _discarded, ...cart } = found;
    return cart;
  }

  /** An ordered cart is frozen. */
  function assertOpen(cart: CartRow): CartRow {
    if (cart.orderedAt) throw cartAlreadyOrdered();
    return cart;
  }

  /** The cart for a token, still open for changes. */
  async function requireCart(token: string): Promise<CartRow> {
    const cart = await findCart(token);
    if (!cart) throw notFound('Cart');
    return assertOpen(cart);
  }

  /** The open cart for a token and its line, with the line's tickets, read in one round trip. */
  async function requireCartLine(token: string, lineItemId: number): Promise<SeenCartLine> {
    const now = clock();
    const found = await repository.findCartWithLine(token, lineItemId);
    if (!found || found.cart.discarded) throw notFound('Cart');
    const { discarded: _discarded, ...cart } = found.cart;
    assertOpen(cart);
    if (!found.line) throw notFound('Line item');
    if (found.sessionWithRoom) keptViews.keepSessionWithRoom(found.sessionWithRoom, now.getTime());
    return {
      cart,
      line: found.line,
      /**
       * The line's session as read with it, for readOffer, when it has room by its counter: the
       * offer then answers availability as it is now (its vacancy is a lower bound).
       */
      session: found.sessionWithRoom ? { session: found.sessionWithRoom, now } : undefined,
      // Else readOffer reads the session now.
      sessionReadAt: now.getTime(),
      /** The cart's contents as read with it, for an answer built without reading it again. */
      snapshot: found.snapshot,
      readAt: now.getTime(),
    };
  }

  /** A session row with room by its counter, read now and kept for the adds that follow. */
  async function readSessionWithRoom(activityTimeId: number, now: Date) {
    const row = await repository.findSessionWithRoom(activityTimeId);
    if (!row) return undefined;
    keptViews.keepSessionWithRoom(row, now.getTime());
    return { row, readAt: now.getTime() };
  }

  /**
   * The cart and line as this process kept them after its last add to the cart, when it did and
   * knows the line's session to have had room recently. For a strict add only: the cart may have
   * changed since, which that add finds out (decision 018).
   */
  async function findKeptCartLine(
    token: string,
    lineItemId: number,
    now: Date,
  ): Promise<SeenCartLine | undefined> {
    const kept = keptViews.findCart(token, now);
    const line = kept?.snapshot.lines.find((contents) => contents.line.id === lineItemId)?.line;
    if (!kept || !line) return undefined;
    // One row, where a cart read would be the whole cart: a session a while unread, or full.
    const session =
      keptViews.findSessionWithRoom(line.activityTimeId, now) ??
      (await readSessionWithRoom(line.activityTimeId, now));
    if (!session) return undefined;
    return {
      cart: kept.cart,
      line,
      // The session's counter may have moved since: the hold decides the places; the offer is
      // asked only whether the session is bookable now, and a refusal is checked on a fresh read.
      session: { session: session.row, now },
      sessionReadAt: session.readAt,
      snapshot: kept.snapshot,
      readAt: kept.readAt,
    };
  }

  function requireOffered(offer: Offer, ticketId: number): OfferedTicket {
    const offered = offer.tickets.find((ticket) => ticket.row.id === ticketId);
    if (!offered) throw invalidFields({ ticketId: 'Is not offered for this session' });
    return offered;
  }

  /** Sum of tickets (not add-ons) in a line, as they would be after a change. */
  function assertWithinMax(
    lineTickets: ContentsTicket[],
    offer: Offer,
    added: number,
    replacing?: number,
  ) {
    const current = lineTickets
      .filter(({ lineTicket, ticket }) => lineTicket.id !== replacing && !ticket.addOn)
      .reduce((sum, { lineTicket }) => sum + lineTicket.quantity, 0);
    if (current + added > offer.activity.maxQuantity) {
      throw new AppError('conflict', cartTexts.maxQuantity(offer.activity.maxQuantity), {
        title: cartTexts.invalidSelectionTitle,
      });
    }
  }

  function checkAttendeeFor(
    offer: Offer,
    offered: OfferedTicket,
    body: {
      attendee?: AddLineItemTicketBody['attendee'];
      attendeeUdfs?: UdfValueInput[];
      quantity?: number;
    },
  ) {
    const collects = offer.activity.collectAttendeeDetails && !offered.row.addOn;
    if (!collects) {
      if (body.attendee)
        throw invalidFields({ attendee: 'Attendee details are not collected for this activity' });
      return { attendee: null, attendeeUdfs: [] as StoredUdfValue[] };
    }
    if ((body.quantity ?? 1) !== 1)
      throw invalidFields({ quantity: 'Add one ticket per attendee' });
    if (!body.attendee) throw invalidFields({ 'attendee.firstName': udfTexts.requiredField });
    const checked = checkAttendee(body.attendee, {
      collectDob: offer.activity.collectAttendeeDob,
      today: shopDateAt(clock()),
    });
    if (!checked.ok) throw invalidFields(prefixKeys('attendee', checked.errors));
    return {
      attendee: checked.attendee,
      attendeeUdfs: storeUdfValues(
        offer.activity.attendeeUdfs,
        body.attendeeUdfs ?? [],
        'attendeeUdfs',
      ),
    };
  }

  /**
   * Add-on quantities may not exceed the line's passes (SPEC section 5). Checked last in the
   * transaction that changed the line, under the line's lock, so concurrent changes cannot
   * pass it together; a refusal rolls the change back.
   */
  async function assertAddOnsWithinPasses(writer: Writer, lineItemId: number) {
    if (!(await repository.addOnsWithinPasses(writer, lineItemId))) throw addOnExcess();
  }

  async function afterChange(writer: Writer, cart: CartRow, now: Date) {
    await extendCartHolds(writer, cart.id, now, holdUntil(now));
    await repository.touchCart(writer, cart.id, now);
  }

  /** Takes places again for tickets whose hold lapsed; quietly leaves those that no longer fit. */
  async function retakeLapsedHolds(
    cart: CartRow,
    now: Date,
    activityTimeId?: number,
    strict = false,
  ) {
    const unheld = await repository.findUnheldTickets(cart.id, now, activityTimeId);
    for (const ticket of unheld) {
      try {
        await repository.transaction((tx) =>
          holdPlaces(tx, { ...ticket, cartId: cart.id, expiresAt: holdUntil(now), now }),
        );
      } catch (error) {
        if (strict || !(error instanceof AppError && error.code === 'conflict')) throw error;
      }
    }
  }

  /**
   * Checks a ticket to add against the cart and line as seen and the session's offer; answers
   * what to add, or throws the refusal (SPEC section 4).
   */
  async function checkTicketToAdd(seen: SeenCartLine, body: AddLineItemTicketBody) {
    const { cart, line, session, snapshot } = seen;
    const offer = await readOffer(line.activityId, line.activityTimeId, session);
    const offered = requireOffered(offer, body.ticketId);
    const details = checkAttendeeFor(offer, offered, body);
    assertBookable(offer);
    if (countsTowardMax(offered.row))
      assertWithinMax(ticketsOfLine(snapshot.tickets, line.id), offer, body.quantity);
    const now = clock();
    return {
      offer,
      offered,
      details,
      now,
      ticket: {
        cartId: cart.id,
        lineItemId: line.id,
        activityTimeId: line.activityTimeId,
        ticketId: offered.row.id,
        quantity: body.quantity,
        priceCents: offered.priceCents,
        taxRateBps: offered.row.taxRateBps,
        ...details,
        checkAddOns: mayExceedPasses(offered.row, body.quantity),
        expiresAt: holdUntil(now),
        now,
        seenVersion: snapshot.version,
      },
    };
  }

  /**
   * The answer to an add: the cart as seen, with the new ticket, unless something else changed
   * the cart in between (then, or with coupons to weigh, it is read again). A cart answered from
   * what was seen is kept, at its new version, for the next add.
   */
  async function answerAddedTicket(
    token: string,
    seen: SeenCartLine,
    checked: Awaited<ReturnType<typeof checkTicketToAdd>>,
    added: AddedCartTicket,
  ) {
    const { cart, snapshot } = seen;
    if (!added.cartUnchanged || added.couponCount > 0 || snapshot.couponCount > 0) {
      keptViews.forgetCart(token);
      return { lineItemTicketId: added.id, cart: await view(cart) };
    }
    const { offer, offered, details, ticket } = checked;
    const tickets = [
      ...snapshot.tickets,
      {
        lineTicket: {
          id: added.id,
          lineItemId: ticket.lineItemId,
          ticketId: offered.row.id,
          quantity: ticket.quantity,
          priceCents: offered.priceCents,
          taxRateBps: offered.row.taxRateBps,
          attendee: details.attendee,
          attendeeUdfs: details.attendeeUdfs,
          originalLineItemTicketId: null,
          coveredQuantity: 0,
          createdAt: added.createdAt,
        },
        ticket: contentsTicketType(offered.row),
      },
    ].sort(compareContentsTickets);
    const withAdded: CartSnapshot = {
      version: added.version,
      couponCount: 0,
      lines: snapshot.lines,
      tickets,
    };
    // A one-line cart's catalogue data as fresh as the offer's, when that is fresher: a cart a
    // visitor keeps adding to is then not read again every CART_VIEW_KEEP_MS (decision 019).
    const refreshed =
      seen.sessionReadAt > seen.readAt ? withCatalogueOfOffer(withAdded, offer) : undefined;
    const after = refreshed ?? withAdded;
    keptViews.keepCart(token, {
      cart: { ...cart, updatedAt: checked.now },
      snapshot: after,
      readAt: refreshed ? seen.sessionReadAt : seen.readAt,
    });
    return {
      lineItemTicketId: added.id,
      cart: toCart(cart, { ...after, coupons: [], holdsExpireAt: added.holdsExpireAt }),
    };
  }

  /**
   * The cart read fresh, as `view` answers it, and kept at the version it was read at for the
   * adds that follow (decision 018); a cart with coupons is not kept, as adds to it read it anyway.
   */
  async function viewKeepingCart(token: string, cart: CartRow): Promise<Cart> {
    const readAt = clock();
    const contents = await repository.findCartContents(cart.id, readAt);
    if (contents.version !== null && contents.coupons.length === 0) {
      const { version, lines, tickets } = contents;
      keptViews.keepCart(token, {
        cart,
        snapshot: { version, couponCount: 0, lines, tickets },
        readAt: readAt.getTime(),
      });
    }
    return toCart(cart, contents);
  }

  /**
   * The add on the cart as this process kept it after its last add, strictly; undefined when
   * there is none, or when its view may be stale: the add is then decided on the cart as read now.
   */
  async function addTicketOnKeptCart(
    token: string,
    lineItemId: number,
    body: AddLineItemTicketBody,
  ) {
    const kept = await findKeptCartLine(token, lineItemId, clock());
    if (!kept) return undefined;
    // Refusals of the rules on the kept view, and a stale view, are decided again; the add's own
    // refusals (a full session, add-ons past passes) are final, as the cart was as kept.
    const checked = await checkTicketToAdd(kept, body).catch(unlessThrown(AppError));
    const added =
      checked &&
      (await addCartTicket({ ...checked.ticket, strict: true }).catch(unlessThrown(StaleCartView)));
    if (!checked || !added) {
      keptViews.forgetCart(token);
      return undefined;
    }
    return answerAddedTicket(token, kept, checked, added);
  }

  return {
    /** The cart for a token; an unknown or missing token gets a new, empty cart. */
    async getCart(token: string | undefined): Promise<Cart> {
      const existing = token ? await findCart(token) : undefined;
      // After an order the visitor's cart starts again empty (SPEC section 4).
      const found = existing?.orderedAt ? undefined : existing;
      const cart = found ?? (await repository.insertCart(generateCartToken()));
      if (found) {
        const now = clock();
        await repository.transaction((tx) => extendCartHolds(tx, cart.id, now, holdUntil(now)));
        await retakeLapsedHolds(cart, now);
      }
      return view(cart);
    },

    async addLineItem(token: string, body: CreateLineItemBody) {
      const cart = await requireCart(token);
      const offerReadAt = clock();
      const offer = await readOffer(body.activityId, body.activityTimeId);
      assertBookable(offer);
      const bookingUdfs = storeUdfValues(
        offer.activity.bookingUdfs,
        body.bookingUdfs,
        'bookingUdfs',
      );
      const now = clock();
      const line = await repository.transaction(async (tx) => {
        const inserted = await repository.insertLine(tx, {
          cartId: cart.id,
          activityId: offer.activity.id,
          primaryActivityId: body.primaryActivityId ?? offer.activity.id,
          activityTimeId: offer.session.id,
          bookingId: body.bookingId ?? null,
          bookingUdfs,
        });
        await afterChange(tx, cart, now);
        return inserted;
      });
      // Tickets are added to a new line next: keep the cart and the session for those adds. The
      // offer's row counts live holds, not the counter: room by them is availability as it is.
      if (offer.session.vacancy > 0)
        keptViews.keepSessionWithRoom(offer.sessionRow, offerReadAt.getTime());
      return {
        lineItemId: line.id,
        cart: await viewKeepingCart(token, { ...cart, updatedAt: now }),
      };
    },

    /** Changes booking fields, or moves the line to another session (SPEC section 4). */
    async updateLineItem(token: string, lineItemId: number, body: UpdateLineItemBody) {
      const { cart, line, session } = await requireCartLine(token, lineItemId);
      const now = clock();
      if (body.activityTimeId === undefined || body.activityTimeId === line.activityTimeId) {
        const bookingUdfs = body.bookingUdfs
          ? storeUdfValues(
              (await readOffer(line.activityId, line.activityTimeId, session)).activity.bookingUdfs,
              body.bookingUdfs,
              'bookingUdfs',
            )
          : undefined;
        // The fields and the cart's touch in one transaction: a ticket added in between must
        // find the cart changed (decision 016), or its answer would carry the old fields.
        await repository.transaction(async (tx) => {
          if (bookingUdfs) await repository.updateLineBookingUdfs(tx, line.id, bookingUdfs);
          await afterChange(tx, cart, now);
        });
        return { lineItemId: line.id, cart: await view(cart) };
      }

      const oldTickets = await repository.findTicketsOfLine(line.id);
      if (oldTickets.some((ticket) => ticket.originalLineItemTicketId !== null)) {
        const current = await readOffer(line.activityId, line.activityTimeId, session);
        if (!current.activity.timed)
          throw new AppError('unprocessable', orderEditTexts.untimedChange);
        if (new Date(current.session.endDatetime) <= now)
          throw new AppError('unprocessable', orderEditTexts.reservationPassed);
      }
      const offer = await readOffer(line.activityId, body.activityTimeId);
      assertBookable(offer);
      const bookingUdfs = body.bookingUdfs
        ? storeUdfValues(offer.activity.bookingUdfs, body.bookingUdfs, 'bookingUdfs')
        : line.bookingUdfs;
      const firstTicket = offer.tickets.find((ticket) => !ticket.row.addOn) ?? offer.tickets[0];
      const boughtAt = new Map<number, number | undefined>();
      for (const old of oldTickets) {
        if (old.originalLineItemTicketId !== null) {
          boughtAt.set(old.id, await repository.findSessionOfTicket(old.originalLineItemTicketId));
        }
      }
      const newLine = await repository.transaction(async (tx) => {
        const moved = await repository.insertLine(tx, {
          cartId: cart.id,
          activityId: line.activityId,
          primaryActivityId: line.primaryActivityId,
          activityTimeId: offer.session.id,
          bookingId: line.bookingId,
          bookingUdfs,
        });
        // The new places are held before the old line (and its holds) goes.
        for (const old of oldTickets) {
          const target =
            offer.tickets.find((ticket) => ticket.row.id === old.ticketId) ?? firstTicket;
          if (!target) throw ticketsUnavailable();
          // Back at the session the order bought, the order's places cover the ticket again.
          const covered = boughtAt.get(old.id) === offer.session.id ? old.quantity : 0;
          const inserted = await repository.insertLineTicket(tx, {
            lineItemId: moved.id,
            ticketId: target.row.id,
            quantity: old.quantity,
            priceCents: target.priceCents,
            taxRateBps: target.row.taxRateBps,
            attendee: old.attendee,
            attendeeUdfs: old.attendeeUdfs,
            originalLineItemTicketId: old.originalLineItemTicketId,
            coveredQuantity: covered,
          });
          if (old.quantity > covered) {
            await holdPlaces(tx, {
              activityTimeId: offer.session.id,
              cartId: cart.id,
              lineItemTicketId: inserted.id,
              quantity: old.quantity - covered,
              expiresAt: holdUntil(now),
              now,
            });
          }
        }
        await assertAddOnsWithinPasses(tx, moved.id);
        await repository.deleteLine(tx, line.id);
        await afterChange(tx, cart, now);
        return moved;
      });
      return { lineItemId: newLine.id, cart: await view(cart) };
    },

    async deleteLineItem(token: string, lineItemId: number) {
      const { cart, line } = await requireCartLine(token, lineItemId);
      const tickets = await repository.findTicketsOfLine(line.id);
      if (tickets.some((ticket) => ticket.originalLineItemTicketId !== null)) throw cannotRemove();
      const now = clock();
      await repository.transaction(async (tx) => {
        await repository.deleteLine(tx, line.id);
        await afterChange(tx, cart, now);
      });
      return { cart: await view(cart) };
    },

    async addTicket(token: string, lineItemId: number, body: AddLineItemTicketBody) {
      const onKept = await addTicketOnKeptCart(token, lineItemId, body);
      if (onKept) return onKept;
      const seen = await requireCartLine(token, lineItemId);
      const checked = await checkTicketToAdd(seen, body);
      const added = await addCartTicket({ ...checked.ticket, strict: false });
      return answerAddedTicket(token, seen, checked, added);
    },

    async updateTicket(
      token: string,
      lineItemId: number,
      lineItemTicketId: number,
      body: UpdateLineItemTicketBody,
    ) {
      const { cart, line, session, snapshot } = await requireCartLine(token, lineItemId);
      const existing = await repository.findTicketOfLine(line.id, lineItemTicketId);
      if (!existing) throw notFound('Ticket');
      const offer = await readOffer(line.activityId, line.activityTimeId, session);
      const offered = requireOffered(offer, existing.ticketId);
      const quantity = body.quantity ?? existing.quantity;
      const changes: Parameters<CartsRepository['updateLineTicket']>[2] = { quantity };
      if (body.attendee !== undefined || body.attendeeUdfs !== undefined) {
        Object.assign(
          changes,
          checkAttendeeFor(offer, offered, {
            attendee: body.attendee === undefined ? existing.attendee : body.attendee,
            attendeeUdfs:
              body.attendeeUdfs ??
              existing.attendeeUdfs.map(({ fieldName, value }) => ({ fieldName, value })),
            quantity,
          }),
        );
      } else if (offer.activity.collectAttendeeDetails && !offered.row.addOn && quantity !== 1) {
        throw invalidFields({ quantity: 'Add one ticket per attendee' });
      }
      if (quantity < existing.coveredQuantity) throw cannotRemove();
      if (quantity > existing.quantity) {
        assertBookable(offer);
        if (countsTowardMax(offered.row))
          assertWithinMax(ticketsOfLine(snapshot.tickets, line.id), offer, quantity, existing.id);
      }
      const now = clock();
      await repository.transaction(async (tx) => {
        await repository.updateLineTicket(tx, existing.id, changes);
        if (mayExceedPasses(existing, quantity - existing.quantity))
          await assertAddOnsWithinPasses(tx, line.id);
        await afterChange(tx, cart, now);
        // Last, so the session's row lock is held only until COMMIT.
        if (quantity !== existing.quantity) {
          const uncovered = quantity - existing.coveredQuantity;
          if (uncovered > 0) {
            await holdPlaces(tx, {
              activityTimeId: line.activityTimeId,
              cartId: cart.id,
              lineItemTicketId: existing.id,
              quantity: uncovered,
              expiresAt: holdUntil(now),
              now,
            });
          } else {
            await releaseTicketHold(tx, existing.id);
          }
        }
      });
      return { lineItemTicketId: existing.id, cart: await view(cart) };
    },

    async deleteTicket(token: string, lineItemId: number, lineItemTicketId: number) {
      const { cart, line } = await requireCartLine(token, lineItemId);
      const existing = await repository.findTicketOfLine(line.id, lineItemTicketId);
      if (!existing) throw notFound('Ticket');
      if (existing.originalLineItemTicketId !== null) throw cannotRemove();
      const now = clock();
      await repository.transaction(async (tx) => {
        await repository.deleteLineTicket(tx, existing.id);
        if (mayExceedPasses(existing, -existing.quantity))
          await assertAddOnsWithinPasses(tx, line.id);
        await afterChange(tx, cart, now);
      });
      return { cart: await view(cart) };
    },

    /** Makes sure every ticket of the cart at this session holds its place (SPEC section 4). */
    async holdEvent(token: string, cartId: number, activityTimeId: number) {
      const cart = await requireCart(token);
      if (cart.id !== cartId) throw invalidFields({ cart_id: 'Does not match the cart' });
      const now = clock();
      await repository.transaction((tx) => extendCartHolds(tx, cart.id, now, holdUntil(now)));
      await retakeLapsedHolds(cart, now, activityTimeId, true);
      const held = await repository.sumCartHolds(cart.id, activityTimeId, now);
      return {
        cartId: cart.id,
        activityTimeId,
        quantity: held.quantity,
        expiresAt: held.expiresAt,
      };
    },

    /** Sets or, with 0, removes the cart's donation (untaxed). */
    async setDonation(token: string, donationAmount: number): Promise<Cart> {
      const cart = await requireCart(token);
      const donationCents = dollarsToCents(donationAmount);
      await repository.setDonation(cart.id, donationCents, clock());
      return view({ ...cart, donationCents });
    },

    view,
    requireOpenCart: requireCart,
    findCart,
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
