import { expect, it } from 'vitest';
import { toWinAnsi } from './tickets-pdf.ts';

it('tickets keep the names the standard fonts can draw and simplify the rest rather than print garbage', () => {
  expect(toWinAnsi('Zoë O’Brien – Café × 2 · €5')).toBe('Zoë O’Brien – Café × 2 · €5');
  expect(toWinAnsi('Łukasz Dvořák Őry')).toBe('Lukasz Dvorák Ory');
  expect(toWinAnsi('山田 太郎')).toBe('?? ??');
});
