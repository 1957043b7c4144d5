/**
 * The words of membership places (issue 31, decision 094), in a module without zod so the
 * visitor's pages can use them without loading it (decision 065).
 */

/** How the shop names a membership place and its price. */
export const passPlaceLabels = {
  included: 'Included with your membership',
  memberPrice: 'Member price',
  guest: 'Guest of a member',
  heading: 'Your membership',
  intro: 'One place for each pass holder at this time, booked in their name.',
  add: (name: string) => `Add ${name}`,
  remove: (name: string) => `Remove ${name}`,
  bookedElsewhere: 'Already booked for this time',
  addGuest: (name: string) => `Add a guest of ${name}`,
  removeGuest: (name: string) => `Remove a guest of ${name}`,
  guestsAdded: (count: number) => (count === 1 ? '1 guest added' : `${count} guests added`),
  guestPassesLeft: (count: number) =>
    count === 1 ? '1 guest pass left' : `${count} guest passes left`,
} as const;

/** A membership place's ticket type, named for how it is priced: 'Skate Admission (Guest of a member)'. */
export function nameWithBenefit(
  displayName: string,
  benefit: 'included' | 'member-price' | 'guest' | undefined,
): string {
  if (benefit === undefined) return displayName;
  const label = {
    included: passPlaceLabels.included,
    'member-price': passPlaceLabels.memberPrice,
    guest: passPlaceLabels.guest,
  }[benefit];
  return `${displayName} (${label})`;
}

/** Why the shop refuses a membership place (409s in the spec's error shape). */
export const passPlaceTexts = {
  alreadyBooked: (name: string) => `${name} already has a membership place at this time.`,
  notEntitled: (name: string) => `${name}'s membership gives no place here.`,
  noGuestPasses: (name: string) => `${name} has no guest passes left.`,
  onePlace: 'A membership place is for one person: add another place instead.',
  holderIsAttendee: 'A membership place is the pass holder’s own: its attendee cannot change.',
  movesAlone: 'Membership places stay with their time: remove them before choosing another time.',
  notInEdit: 'Membership places are booked in a new order, not in a change to one.',
  takenElsewhere: 'A membership place in your cart was taken by another booking.',
} as const;
