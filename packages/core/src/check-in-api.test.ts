import { describe, expect, it } from 'vitest';
import {
  admitTicketBodySchema,
  checkInTexts,
  formatTicketCode,
  isTicketCode,
  normalizeTicketCode,
} from './check-in-api.ts';

const code = 'K3VQ7ZC2MJX4TAPW5NDRYE6HBL';

describe('ticket codes', () => {
  it('print in groups of four and read back typed in any case, spaced or dashed', () => {
    expect(formatTicketCode(code)).toBe('K3VQ 7ZC2 MJX4 TAPW 5NDR YE6H BL');
    expect(normalizeTicketCode(formatTicketCode(code).toLowerCase())).toBe(code);
    expect(normalizeTicketCode('k3vq-7zc2 mjx4-tapw 5ndr-ye6h-bl')).toBe(code);
  });

  it('are 26 base32 characters; the old WLF references and other text are not codes', () => {
    expect(isTicketCode(code)).toBe(true);
    expect(isTicketCode(code.slice(1))).toBe(false);
    expect(isTicketCode(normalizeTicketCode('WLF:100234:98765:3'))).toBe(false);
    expect(isTicketCode(`${code.slice(1)}1`)).toBe(false); // 1 is not base32
  });

  it('must be given to be checked', () => {
    const empty = admitTicketBodySchema.safeParse({ code: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(checkInTexts.codeRequired);
  });
});
