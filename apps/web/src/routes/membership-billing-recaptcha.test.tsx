/**
 * The membership billing page with human verification on (a build setting): Google's widget is
 * replaced by a stand-in that answers when its box is ticked; the real test API places the order.
 */
import type { Membership } from '@shop/core/membership-api';
import { screen, waitFor } from '@testing-library/react';
import {
  afterEach,
  beforeEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  findMembership,
  registerMember,
  storeMembershipDraft,
  storeSession,
} from '../test/member-accounts.ts';
import {
  installRecaptchaStandIn,
  RECAPTCHA_ANSWER,
  removeRecaptchaStandIn,
  settleGoogleScript,
  turnRecaptchaOn,
} from '../test/recaptcha-stand-in.ts';
import { renderApp } from '../test/render-app.tsx';

beforeEach(turnRecaptchaOn);

let museumPass: Membership;

beforeAll(async () => {
  museumPass = await findMembership('Museum Pass');
});

afterEach(() => {
  removeRecaptchaStandIn();
  vi.restoreAllMocks();
});

/** The membership orders the page posted, as sent. */
function postedOrders(fetchSpy: MockInstance<typeof fetch>) {
  return fetchSpy.mock.calls
    .filter(([url]) => String(url).includes('/memberships/orders.json'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { order: Record<string, unknown> });
}

describe('the membership billing page with verification on', () => {
  it('needs the reCAPTCHA answered, then sends its answer with the order', async () => {
    const recaptcha = installRecaptchaStandIn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(museumPass, session);
    const { user, router } = renderApp(`/memberships/${museumPass.id}/billing`);
    await screen.findByRole('region', { name: 'Order Summary' }, { timeout: 5000 });
    await settleGoogleScript('load');

    // The billing form starts from the member's own details; these are another card holder's.
    const retype = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.type(field, text);
    };
    await retype(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await retype(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(
      screen.getByRole('textbox', { name: 'Credit card number' }),
      '4111111111111111',
    );
    await user.type(screen.getByRole('textbox', { name: /Expiration month/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Expiration year/ }), '2031');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await retype(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
    await retype(screen.getByRole('textbox', { name: 'Phone' }), '801-555-0100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('reCAPTCHA must be verified')).toBeVisible();
    expect(postedOrders(fetchSpy)).toEqual([]);

    expect(recaptcha.siteKeys).toEqual(['site-key']);
    await user.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(screen.queryByText('reCAPTCHA must be verified')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/memberships\/confirmation\/.+/),
      { timeout: 8000 },
    );
    const [posted] = postedOrders(fetchSpy);
    expect(posted?.order).toMatchObject({ captchaResponse: RECAPTCHA_ANSWER });
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeVisible();
  }, 30_000);
});
