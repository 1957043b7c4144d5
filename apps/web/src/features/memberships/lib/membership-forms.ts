/**
 * The rules of the membership forms (SPEC section 5): the account holder's details and address,
 * and every pass holder's name and date of birth. Built from core's member schemas, so the
 * browser asks for what the server will accept, in the same words.
 */
import {
  addressFormSchema,
  dateOfBirthSchema,
  isDateOfBirthInFuture,
  memberEmailSchema,
  memberTexts,
  personNameSchema,
  primaryMemberDetailsSchema,
} from '@shop/core/member-api';
import { z } from 'zod';

/** A date of birth that is a date and not after the shop's today. */
function dateOfBirthUntil(today: string) {
  return dateOfBirthSchema.refine(
    (date) => !isDateOfBirthInFuture(date, today),
    memberTexts.dateOfBirthInFuture,
  );
}

/** A pass holder: who it is (an existing member or a new one), their names and birth date. */
function createPassHolderSchema(today: string) {
  return z.object({
    holder: z.string().min(1, memberTexts.required),
    firstName: personNameSchema,
    lastName: personNameSchema,
    dateOfBirth: dateOfBirthUntil(today),
  });
}

function createPrimaryMemberSchema({
  today,
  isGuest,
}: {
  today: string;
  /** A guest's account is made with this address, so it is asked for. */
  isGuest: boolean;
}) {
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    dateOfBirth: dateOfBirthUntil(today),
    phone: primaryMemberDetailsSchema.shape.phone,
    email: isGuest ? memberEmailSchema : z.string(),
    address: addressFormSchema,
  });
}

/** The details page: the account holder and the included pass holders. */
export function createDetailsFormSchema(options: { today: string; isGuest: boolean }) {
  return z.object({
    primaryMember: createPrimaryMemberSchema(options),
    secondaryMembers: z.array(createPassHolderSchema(options.today)),
  });
}
export type DetailsFormValues = z.input<ReturnType<typeof createDetailsFormSchema>>;

/** The add-ons page: the paid pass holders and the item quantities. */
export function createAddOnsFormSchema(today: string) {
  return z.object({
    addOnMembers: z.array(createPassHolderSchema(today).extend({ centamanId: z.string() })),
    addOnItems: z.record(z.string(), z.number().int().min(0)),
  });
}
export type AddOnsFormValues = z.input<ReturnType<typeof createAddOnsFormSchema>>;
