/**
 * Human verification (SPEC section 7, `POST /verify`): Google checks the widget's answer, and a
 * pass is recorded on the cart for the order to rely on. Disabled, every cart passes.
 */
import { verificationTexts } from '@shop/core/payment';
import { AppError, notFound } from '../../http/app-error.ts';
import type { VerifyCaptcha } from './recaptcha-client.ts';
import type { VerificationRepository } from './verification-repository.ts';

export interface VerificationServiceOptions {
  repository: VerificationRepository;
  /** Google's check; null when verification is disabled by the settings. */
  verifyCaptcha: VerifyCaptcha | null;
  clock: () => Date;
}

export function createVerificationService({
  repository,
  verifyCaptcha,
  clock,
}: VerificationServiceOptions) {
  return {
    /** Checks the captcha answer for the cart its token names; records the pass on the cart. */
    async verifyHuman(input: {
      cartToken: string;
      cartId: number;
      captchaResponse: string;
      remoteIp: string | undefined;
    }): Promise<{ cartId: number; verifiedAt: Date }> {
      if (verifyCaptcha) {
        // Google is asked only about a cart the caller may see.
        if ((await repository.findCartIdByToken(input.cartToken)) !== input.cartId) {
          throw notFound('Cart');
        }
        const isHuman =
          input.captchaResponse.trim() !== '' &&
          (await verifyCaptcha(input.captchaResponse, input.remoteIp));
        if (!isHuman) throw new AppError('unprocessable', verificationTexts.failed);
      }
      const verifiedAt = clock();
      // A token and an id that do not match name no cart the caller may see.
      if (!(await repository.markCartVerified(input.cartToken, input.cartId, verifiedAt))) {
        throw notFound('Cart');
      }
      return { cartId: input.cartId, verifiedAt };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
