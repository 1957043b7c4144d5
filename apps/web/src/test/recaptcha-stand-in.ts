/**
 * Google's reCAPTCHA in page tests. jsdom fetches no external script: a stand-in widget is put
 * where Google's would be (a box that answers when ticked), and the script's outcome is sent by
 * hand.
 */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { changeBuildSettings } from './build-settings.ts';

/** The answer the stand-in gives when its box is ticked. */
export const RECAPTCHA_ANSWER = 'captcha-answer-from-google';

const SCRIPT = 'script[src^="https://www.google.com/recaptcha/api.js"]';

/** Google's script element, once the page has added it. */
export function findGoogleScript(): Element | null {
  return document.querySelector(SCRIPT);
}

/**
 * Turns human verification on in the build settings the page reads, for `beforeEach`: the
 * function it answers puts them back after the test.
 */
export function turnRecaptchaOn() {
  return changeBuildSettings({
    VITE_RECAPTCHA_DISABLED: false,
    VITE_RECAPTCHA_SITE_KEY: 'site-key',
  });
}

/** Puts the stand-in on `window`; what the page asked of it is counted in the answer. */
export function installRecaptchaStandIn() {
  const calls = { siteKeys: [] as string[], resets: 0 };
  window.grecaptcha = {
    ready: (callback) => callback(),
    render(container, parameters) {
      calls.siteKeys.push(parameters.sitekey);
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('aria-label', 'I’m not a robot');
      box.addEventListener('change', () => parameters.callback(RECAPTCHA_ANSWER));
      container.append(box);
      return 1;
    },
    reset: () => {
      calls.resets += 1;
    },
  };
  return calls;
}

/** Takes the stand-in and any script the page added away, for the next test. */
export function removeRecaptchaStandIn() {
  delete window.grecaptcha;
  document.querySelectorAll(SCRIPT).forEach((script) => script.remove());
}

/** Waits for the page to add Google's script, then sends its outcome, as the browser would. */
export async function settleGoogleScript(outcome: 'load' | 'error' = 'load') {
  await waitFor(() => expect(findGoogleScript()).not.toBeNull());
  findGoogleScript()!.dispatchEvent(new Event(outcome));
}
