/**
 * A shop day's close (decision 082): ticket orders placed that day and refunds paid out that
 * day (whenever their orders were placed), by payment method and by the orders' seller; the
 * cash that went through the drawer; and the day's recorded close, if any.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DayClose, DayCloseRecord } from '@shop/core/day-close-api';
import { ONLINE_SELLER, paymentKindLabels, paymentKinds } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';

import { paymentKindOf, withinRange } from './report-range.ts';
import type { Executor } from '../../db/transaction.ts';

const figureSchema = z.object({
  method: z.enum(paymentKinds),
  staff_id: z.number().int().nullable(),
  seller: z.string().nullable(),
  orders: z.coerce.number(),
  sales_cents: z.coerce.number(),
  refunds: z.coerce.number(),
  refunds_cents: z.coerce.number(),
  /** Of the refunds, those a session's cancellation owed in cash (decision 073). */
  owed_cents: z.coerce.number(),
});
type Figure = z.infer<typeof figureSchema>;

/** Per payment method and seller: the day's sales and the day's refunds, summed apart. */
async function readDayFigures(db: Executor, date: string): Promise<Figure[]> {
  const day = { from: date, to: date };
  const rows = await queryRows(
    db,
    sql`with moves as (
        select ${paymentKindOf(sql`o`)} as method, o.sold_by_staff_id, 1 as orders,
          o.total_paid_cents as sales_cents, 0 as refunds, 0 as refunds_cents, 0 as owed_cents
        from orders o where ${withinRange(sql`o.created_at`, day)}
        union all
        select ${paymentKindOf(sql`o`)}, o.sold_by_staff_id, 0, 0, 1, r.amount_cents,
          case when exists (select 1 from session_cancellation_orders c where c.refund_id = r.id)
            then r.amount_cents else 0 end
        from order_refunds r join orders o on o.id = r.order_id
        where r.status = 'succeeded' and ${withinRange(sql`r.settled_at`, day)})
      select m.method, m.sold_by_staff_id as staff_id, s.name as seller,
        sum(m.orders) as orders, sum(m.sales_cents) as sales_cents, sum(m.refunds) as refunds,
        sum(m.refunds_cents) as refunds_cents, sum(m.owed_cents) as owed_cents
      from moves m left join staff s on s.id = m.sold_by_staff_id
      group by m.method, m.sold_by_staff_id, s.name`,
  );
  return rows.map((row) => figureSchema.parse(row));
}

function sumOf(figures: Figure[]) {
  return {
    orders: figures.reduce((total, row) => total + row.orders, 0),
    salesCents: figures.reduce((total, row) => total + row.sales_cents, 0),
    refunds: figures.reduce((total, row) => total + row.refunds, 0),
    refundsCents: figures.reduce((total, row) => total + row.refunds_cents, 0),
  };
}

function sellersOf(figures: Figure[]): DayClose['sellers'] {
  const ids = [...new Set(figures.map((row) => row.staff_id))];
  const named = ids.map((staffId) => {
    const own = figures.filter((row) => row.staff_id === staffId);
    const seller = staffId === null ? ONLINE_SELLER : (own[0]?.seller ?? ONLINE_SELLER);
    return { staffId, seller, ...sumOf(own) };
  });
  // The online shop first, then the clerks by name.
  return named.sort((a, b) =>
    a.staffId === null ? -1 : b.staffId === null ? 1 : a.seller.localeCompare(b.seller),
  );
}

const recordRowSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  staff_name: z.string(),
  created_at: z.coerce.date(),
  float_cents: z.number().int(),
  cash_sales_cents: z.number().int(),
  cash_refunds_cents: z.number().int(),
  owed_handed_over_cents: z.number().int(),
  expected_cents: z.number().int(),
  counted_cents: z.number().int(),
  difference_cents: z.number().int(),
  note: z.string(),
});

/** The close recorded for a day, if one was. */
export async function readDayCloseRecord(
  db: Executor,
  date: string,
): Promise<DayCloseRecord | null> {
  const [raw] = await queryRows(
    db,
    sql`select d.id, to_char(d.day, 'YYYY-MM-DD') as day, s.name as staff_name, d.created_at,
        d.float_cents, d.cash_sales_cents, d.cash_refunds_cents, d.owed_handed_over_cents,
        d.expected_cents, d.counted_cents, d.difference_cents, d.note
      from day_closes d join staff s on s.id = d.staff_id where d.day = ${date}::date`,
  );
  if (!raw) return null;
  const row = recordRowSchema.parse(raw);
  return {
    id: row.id,
    date: row.day,
    staffName: row.staff_name,
    createdAt: row.created_at.toISOString(),
    floatCents: row.float_cents,
    cash: {
      salesCents: row.cash_sales_cents,
      refundsCents: row.cash_refunds_cents,
      owedHandedOverCents: row.owed_handed_over_cents,
    },
    expectedCents: row.expected_cents,
    countedCents: row.counted_cents,
    differenceCents: row.difference_cents,
    note: row.note,
  };
}

/** The day's movements by method and seller and the drawer's cash (without float and count). */
export async function readDayMovements(
  db: Executor,
  date: string,
): Promise<Omit<DayClose, 'close'>> {
  const figures = await readDayFigures(db, date);
  const cash = figures.filter((row) => row.method === 'cash');
  const cashOwed = cash.reduce((total, row) => total + row.owed_cents, 0);
  return {
    date,
    methods: paymentKinds.map((method) => ({
      method,
      label: paymentKindLabels[method],
      ...sumOf(figures.filter((row) => row.method === method)),
    })),
    sellers: sellersOf(figures),
    cash: {
      salesCents: sumOf(cash).salesCents,
      refundsCents: sumOf(cash).refundsCents - cashOwed,
      owedHandedOverCents: cashOwed,
    },
  };
}

/** A day's close as the page shows it. */
export async function readDayClose(db: Database, date: string): Promise<DayClose> {
  return { ...(await readDayMovements(db, date)), close: await readDayCloseRecord(db, date) };
}
