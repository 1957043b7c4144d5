/** Answers 409 when a membership's write stores the code of another membership. */
import { membershipAdminTexts as texts } from '@shop/core/membership-admin-api';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';

export async function refusingTakenMembershipCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('conflict', texts.codeTaken, {
      fields: { centamanId: [texts.codeTaken] },
    });
  }
}
