/**
 * What the choose-tickets page needs from the cart, as a port: the route builds it from the cart
 * feature's hooks (features do not import each other).
 */
import type { Cart, LineItem, UpdateLineItemTicketBody } from '@shop/core/cart';
import type { Attendee } from '@shop/core/attendee';
import type { UdfValueInput } from '@shop/core/udf-rules';

export interface TicketCart {
  cart: Cart;
  createLine(body: {
    activityId: number;
    activityTimeId: number;
    primaryActivityId?: number | undefined;
    bookingUdfs: UdfValueInput[];
  }): Promise<LineItem>;
  /** New booking fields, or a move to another session (the answer is the moved line). */
  updateLine(
    lineId: number,
    body: { activityTimeId?: number; bookingUdfs?: UdfValueInput[] },
  ): Promise<LineItem>;
  deleteLine(lineId: number): Promise<void>;
  addTicket(
    lineId: number,
    body: {
      ticketId: number;
      quantity: number;
      attendee?: Attendee;
      attendeeUdfs?: UdfValueInput[];
    },
  ): Promise<void>;
  /** A pass holder's membership place, or a guest they bring (decision 094). */
  addPassPlace(
    lineId: number,
    body: {
      memberId: number;
      ticketId: number;
      guest?: boolean;
      attendee?: Attendee;
      attendeeUdfs?: UdfValueInput[];
    },
  ): Promise<void>;
  updateTicket(
    lineId: number,
    lineItemTicketId: number,
    body: UpdateLineItemTicketBody,
  ): Promise<void>;
  deleteTicket(lineId: number, lineItemTicketId: number): Promise<void>;
  /** True while a change of the cart is on its way to the server. */
  isChanging(): boolean;
  /**
   * Resolves once no change is on its way, counting the one a change starts when it ends (a new
   * line, then its ticket): 'Proceed to Checkout' leaves only then, so no click is lost.
   */
  whenSettled(): Promise<void>;
}
