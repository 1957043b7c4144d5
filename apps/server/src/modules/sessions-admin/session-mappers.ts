/** Session rows to the back office's shape: Denver wall times, live places, prices in dollars. */
import type { AdminSession } from '@shop/core/admin-sessions-api';
import { centsToDollars } from '@shop/core/money';
import { instantToShopWallTime } from '@shop/core/shop-time';
import type { SessionPriceRow, SessionRow } from './sessions-repository.ts';

export function toAdminSession(row: SessionRow, prices: SessionPriceRow[]): AdminSession {
  const start = instantToShopWallTime(row.startsAt);
  const end = instantToShopWallTime(row.endsAt);
  return {
    id: row.id,
    activityId: row.activityId,
    name: row.name,
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startsAt: start.iso,
    endsAt: end.iso,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    vacancy: row.capacity - row.sold - row.held,
    closed: row.closed,
    cancelled: row.cancelled,
    cutoffHours: row.cutoffHours,
    prices: prices
      .filter((price) => price.activityTimeId === row.id)
      .map((price) => ({ ticketId: price.ticketId, price: centsToDollars(price.priceCents) })),
  };
}

/** Each session in its API shape, with its own prices. */
export function toAdminSessions(rows: SessionRow[], prices: SessionPriceRow[]): AdminSession[] {
  return rows.map((row) => toAdminSession(row, prices));
}
