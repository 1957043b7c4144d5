/**
 * Who a ticket type's tickets are for, under its line in the cart and the checkout, so a buyer
 * can check each attendee before paying (issue 29, item 22).
 */
export function AttendeeNames({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return <p className="mt-0.5 text-sm text-slate-600">For {names.join(', ')}</p>;
}
