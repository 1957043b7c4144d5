/**
 * A session's guest list (issue 30, decision 084): every place expected at a session, by guest,
 * with whether it has arrived, to print for the gate or the guide. The gate's counts (decision
 * 049) and this list count the same places: current orders' coded places, refunded ones left out.
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';

export const guestListParamsSchema = z.object({ id: idParamSchema });

export const guestSchema = z.object({
  /** The attendee's name, else the buyer's. */
  name: z.string(),
  /** Whether `name` is the buyer's, as no attendee was named for the place. */
  isBuyer: z.boolean(),
  ticket: z.string(),
  orderId: z.number().int(),
  receipt: z.string(),
  /** The place's code's last characters, as printed under its QR code. */
  codeEnd: z.string(),
  arrivedAt: z.string().nullable(),
});
export type Guest = z.infer<typeof guestSchema>;

export const guestListSchema = z.object({
  session: z.object({
    id: z.number().int(),
    activity: z.string(),
    name: z.string(),
    startsAt: z.string(),
    cancelled: z.boolean(),
  }),
  expected: z.number().int(),
  arrived: z.number().int(),
  guests: z.array(guestSchema),
});
export type GuestList = z.infer<typeof guestListSchema>;

export const guestListResponseSchema = z.object({ data: guestListSchema });
