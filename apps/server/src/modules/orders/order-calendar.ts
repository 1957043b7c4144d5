/**
 * "Add to calendar" of a ticket order (issue 31): one event a session of the order, as an
 * iCalendar file any calendar app opens. A timed session has its start and end instants; an
 * untimed one is all-day events over its dates. Sessions the shop cancelled are left out.
 */
import { ICalCalendar } from 'ical-generator';
import type { Order } from '@shop/core/order-api';
import { addDaysToIsoDate } from '@shop/core/shop-time';

const dateOnly = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function renderOrderCalendar(
  order: Order,
  brand: { foundationName: string; publicUrl: string },
): string {
  const cancelled = new Set(order.cancellation?.sessions.map((session) => session.activityTimeId));
  const calendar = new ICalCalendar({
    name: `${brand.foundationName}: order #${order.receipt}`,
    prodId: { company: brand.foundationName, product: 'Tickets', language: 'EN' },
  });
  const url = `${brand.publicUrl}/orders/confirmation/${order.token}`;
  const host = new URL(brand.publicUrl).host;
  for (const line of order.cart.lineItems) {
    if (cancelled.has(line.eventId)) continue;
    const places = line.lineItemTickets
      .filter((ticket) => !ticket.addOn)
      .map((ticket) => `${ticket.quantity} × ${ticket.displayName}`);
    calendar.createEvent({
      id: `order-${order.receipt}-line-${line.id}@${host}`,
      summary: line.displayName,
      stamp: new Date(order.purchaseDate),
      description: [`Order #${order.receipt}`, ...places, url].join('\n'),
      url,
      ...(line.timed
        ? { start: new Date(line.startDatetime), end: new Date(line.endDatetime) }
        : {
            allDay: true,
            start: dateOnly(line.startDate),
            // iCalendar's end of an all-day event is the day after its last.
            end: dateOnly(addDaysToIsoDate(line.endDate, 1)),
          }),
    });
  }
  return calendar.toString();
}
