/** The activity a new session belongs to, and the ticket types its prices may name, or a 404. */
import { activityNotFound } from './session-rules.ts';
import { findActivity, findTicketsOfActivities } from './sessions-repository.ts';
import type { Writer } from '../../db/transaction.ts';

export async function activityForSessions(writer: Writer, activityId: number) {
  const activity = await findActivity(writer, activityId);
  if (!activity) throw activityNotFound();
  const tickets = await findTicketsOfActivities(writer, [activity.id]);
  return { activity, ticketIds: new Set(tickets.map((ticket) => ticket.id)) };
}
