/**
 * What the on-sale queue says (decision 104), without zod: the waiting page, which may be the
 * first page a visitor opens, reads these (decision 051).
 */
import { pluralize } from './vacancy.ts';

export const queueTexts = {
  notYet: (earlyFrom: string) =>
    `The queue opens at ${earlyFrom}. Keep this page open: it joins the queue for you then.`,
  noQueue: 'This activity has no queue: choose your tickets.',
  ticketInvalid: 'Your place in the queue could not be read. Reload the page to join again.',
  notYourTurn: 'It is not your turn yet: keep this page open.',
  passRequired: 'This sale runs through a queue: join the queue for your turn.',
  passExpired: 'Your turn to buy has ended. Join the queue again for a new turn.',
  passInUse: 'Your turn is being used in another browser.',
  unreachable: 'We could not reach the queue. Check your connection: your place is kept.',
  /** Joining, no answer came: the place the server may have given never reached this page. */
  joinUnreachable: 'We could not reach the queue. Check your connection, then join again.',
  notHuman: 'We could not tell that you are not a robot. Please try again.',
  rateTooLow: 'Let at least 1 visitor through a minute.',
  rateTooHigh: 'Let at most 10,000 visitors through a minute.',
  passTooShort: 'A turn lasts at least 5 minutes.',
  passTooLong: 'A turn lasts at most 240 minutes.',
  openedAlready: 'The queue has opened: its opening time can no longer change.',
  opensInPast: 'Choose an opening time that is still to come.',
} as const;

/** The wait of a place with `ahead` visitors before it, as the waiting page says it. */
export function describeQueuePlace(ahead: number, admitPerMinute: number): string {
  const minutes = Math.ceil((Math.max(0, ahead) + 1) / admitPerMinute);
  const wait = minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
  if (ahead <= 0) return `You are next. Your wait is ${wait}.`;
  return `${ahead} ${pluralize('visitor', ahead)} ahead of you. Your wait is ${wait}.`;
}
