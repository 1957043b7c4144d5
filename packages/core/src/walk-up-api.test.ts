import { describe, expect, it } from 'vitest';
import {
  changeDueCents,
  emptyWalkUpPayForm,
  walkUpBuyerSchema,
  walkUpPayFormSchema,
  walkUpSaleBodySchema,
} from './walk-up-api.ts';

describe('walk-up sale contract', () => {
  it('gives the change for cash tendered and none while it falls short', () => {
    expect(changeDueCents(4500, 5000)).toBe(500);
    expect(changeDueCents(4500, 4500)).toBe(0);
    expect(changeDueCents(4500, 4000)).toBeNull();
  });

  it('needs the buyer name but not an e-mail', () => {
    expect(walkUpBuyerSchema.parse({ firstName: 'Ann', lastName: 'Lee' }).email).toBe('');
    expect(walkUpBuyerSchema.safeParse({ firstName: '', lastName: 'Lee' }).success).toBe(false);
    expect(walkUpBuyerSchema.safeParse({ firstName: 'A', lastName: 'L', email: 'x' }).success).toBe(
      false,
    );
  });

  it('needs a card token for a card payment only', () => {
    const base = { cartToken: 't', buyer: { firstName: 'A', lastName: 'L' } };
    expect(walkUpSaleBodySchema.safeParse({ ...base, payment: { method: 'cash' } }).success).toBe(
      true,
    );
    expect(walkUpSaleBodySchema.safeParse({ ...base, payment: { method: 'card' } }).success).toBe(
      false,
    );
  });

  it('checks the card fields only when paying by card', () => {
    const named = { ...emptyWalkUpPayForm, firstName: 'Ann', lastName: 'Lee' };
    expect(walkUpPayFormSchema.safeParse(named).success).toBe(true);
    const byCard = walkUpPayFormSchema.safeParse({ ...named, method: 'card' });
    expect(byCard.success).toBe(false);
    expect(byCard.error?.issues.map((issue) => issue.path[0])).toContain('creditCard');
  });
});
