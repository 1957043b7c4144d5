import { describe, expect, it } from 'vitest';
import { formatVacancyLabel, formatVacancySuffix, pluralize } from './vacancy.ts';

describe('vacancy labels', () => {
  it('counts spots up to twenty and says 20+ above', () => {
    expect(formatVacancyLabel(1)).toBe('1 spot left');
    expect(formatVacancyLabel(7)).toBe('7 spots left');
    expect(formatVacancyLabel(20)).toBe('20 spots left');
    expect(formatVacancyLabel(21)).toBe('20+ spots left');
  });

  it('says sold out at zero or less', () => {
    expect(formatVacancyLabel(0)).toBe('sold out');
    expect(formatVacancyLabel(-3)).toBe('sold out');
  });

  it('gives the dropdown suffixes', () => {
    expect(formatVacancySuffix(0)).toBe('SOLD OUT');
    expect(formatVacancySuffix(1)).toBe('1 spot left');
    expect(formatVacancySuffix(260)).toBe('260 spots left');
  });

  it('adds an s unless the count is 1', () => {
    expect(pluralize('ticket', 0)).toBe('tickets');
    expect(pluralize('ticket', 1)).toBe('ticket');
  });
});
