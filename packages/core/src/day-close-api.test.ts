import { describe, expect, it } from 'vitest';
import {
  dayCloseRequestSchema,
  dayCloseTexts,
  dayCloseToCsv,
  drawerCentsOf,
  expectedCashCents,
  type DayClose,
} from './day-close-api.ts';

const cash = { salesCents: 12_000, refundsCents: 2_500, owedHandedOverCents: 1_000 };

describe('the day close', () => {
  it('expects the float plus cash sales, less cash refunds and cash owed handed over', () => {
    expect(expectedCashCents(15_000, cash)).toBe(23_500);
  });

  it('reads drawer amounts typed in dollars, and refuses a negative or malformed one', () => {
    expect(drawerCentsOf('150')).toBe(15_000);
    expect(drawerCentsOf('$ 150.5')).toBe(15_050);
    expect(drawerCentsOf('0.07')).toBe(7);
    expect(drawerCentsOf('-5')).toBeNull();
    expect(drawerCentsOf('1.234')).toBeNull();
    expect(drawerCentsOf('ten')).toBeNull();
  });

  it('refuses a negative count, a date that is none, and cents that are not whole', () => {
    const parse = (body: object) => dayCloseRequestSchema.safeParse(body);
    const count = { floatCents: 0, countedCents: 0, expectedCents: 0 };
    const negative = parse({ ...count, date: '2026-12-01', countedCents: -1 });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe(dayCloseTexts.negative);
    expect(parse({ ...count, date: '2026-02-30' }).success).toBe(false);
    expect(parse({ ...count, date: '2026-12-01', floatCents: 0.5 }).success).toBe(false);
    // The cash the clerk was shown is part of the count (decision 082).
    expect(parse({ date: '2026-12-01', floatCents: 0, countedCents: 0 }).success).toBe(false);
    expect(parse({ ...count, date: '2026-12-01' }).data?.note).toBe('');
  });

  it('writes the CSV with the tables, the cash and the count, a formula in a note defused', () => {
    const day: DayClose = {
      date: '2026-12-01',
      methods: [
        {
          method: 'cash',
          label: 'Cash',
          orders: 2,
          salesCents: 12_000,
          refunds: 1,
          refundsCents: 2_500,
        },
      ],
      sellers: [
        {
          staffId: null,
          seller: 'Online',
          orders: 1,
          salesCents: 500,
          refunds: 0,
          refundsCents: 0,
        },
      ],
      cash,
      close: {
        id: 1,
        date: '2026-12-01',
        staffName: 'Dora Drawer',
        createdAt: '2026-12-02T03:00:00.000Z',
        floatCents: 15_000,
        cash,
        expectedCents: 23_500,
        countedCents: 23_400,
        differenceCents: -100,
        note: '=SUM(A1)',
      },
    };
    const lines = dayCloseToCsv(day).split('\r\n');
    expect(lines).toContain('Cash,2,120.00,1,25.00');
    expect(lines).toContain('Online,1,5.00,0,0.00');
    expect(lines).toContain('Cash expected,235.00');
    expect(lines).toContain('Difference,-1.00');
    expect(lines).toContain("Note,'=SUM(A1)");
    expect(lines.filter((line) => line.includes('after the close'))).toEqual([]);

    // A refund paid out in cash after the close: the close's own figures, and the refund apart.
    const later = { ...day, cash: { ...cash, refundsCents: cash.refundsCents + 1_000 } };
    const laterLines = dayCloseToCsv(later).split('\r\n');
    expect(laterLines).toContain(`Cash refunds,${(cash.refundsCents / 100).toFixed(2)}`);
    expect(laterLines).toContain('Cash refunds after the close,10.00');
    expect(laterLines).toContain('Cash sales after the close,0.00');
  });
});
