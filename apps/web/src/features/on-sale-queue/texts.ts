/** What goes on sale through a queue: an activity's tickets, or the memberships. */
export type QueueGoods = 'tickets' | 'memberships';
const capitalised = (goods: QueueGoods) => (goods === 'tickets' ? 'Tickets' : 'Memberships');

/** What the on-sale queue's waiting page says (decision 104). */
export const queueWaitingTexts = {
  onSaleAt: (goods: QueueGoods, opensAt: string) =>
    `${capitalised(goods)} go on sale at ${opensAt}`,
  queueOpensAt: (earlyFrom: string) => `The queue opens at ${earlyFrom}.`,
  noHurry: (goods: QueueGoods) =>
    `Everyone who joins before ${goods} go on sale is put in a random order at the opening, so arriving first gives no advantage. Keep this page open: it joins the queue for you.`,
  queueOpensIn: 'The queue opens in',
  inQueue: 'You are in the queue.',
  drawAt: (opensAt: string) =>
    `At ${opensAt} everyone here is put in a random order, and you will see your place.`,
  salesOpenIn: (goods: QueueGoods) => `${capitalised(goods)} go on sale in`,
  yourNumber: (position: number) => `You are number ${position} in the queue.`,
  keepPlace:
    'Keep this page open: it moves on by itself when it is your turn. If you reload or lose your connection, you keep your place.',
  humanCheck:
    'First, tick the box so we know you are not a robot: the page then joins the queue for you.',
  turnEnded: 'Your turn to buy has ended.',
  turnEndedDetail:
    'Join the queue again for a new turn: you will be placed at the end of the line.',
  failed: 'Something went wrong in the queue.',
  joinAgain: 'Join the Queue Again',
  tryAgain: 'Try Again',
  yourTurn: 'It is your turn.',
  buyBy: (goods: QueueGoods, expiresAt: string) =>
    `Choose your ${goods === 'tickets' ? 'tickets' : 'membership'} and check out by ${expiresAt}.`,
} as const;
