/**
 * The back office's catalogue (issue 14, decision 043): an admin creates a venue, an activity as a
 * draft with two ticket types, an add-on with a stock per session (decision 079) and a picture,
 * and publishes it; a visitor sees it on /activities only once it is published, and not after it
 * is moved back to draft. Axe on every admin page and dialog, screenshots at 1280 and 1024 px.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eCatalogueAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addTicketType, expectVisitorSees } from './support/catalogue-journeys.ts';
import { logInStaff, turnOnTwoFactor } from './support/staff-journeys.ts';

const shoot = (page: Page, name: string) => shootPage(page, `catalogue-${name}`);

// How long the shop's catalogue caches may take to show a visitor an activity's change.
const visitorWait = 20_000;

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test('an admin builds an activity that visitors see only once it is published @desktop-only', async ({
  page,
  browser,
}) => {
  const venueName = 'Soldier Hollow';
  const activityName = 'Moonlight Snowshoe Walk';
  // A new admin sets two-factor up before any section.
  await logInStaff(page, e2eCatalogueAdmin);
  await turnOnTwoFactor(page);
  await expect(page).toHaveURL(/\/admin$/);

  // Venues: the list, then a new venue in a dialog, by keyboard alone.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Venues' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Venues' })).toContainText('Olympic Park');
  await expectNoAxeViolations(page);
  await shoot(page, 'venues');
  await page.getByRole('button', { name: 'New venue' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create venue' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Slug')).toHaveAccessibleDescription(/Required/);
  await expectNoAxeViolations(page, '[role=dialog]');
  await shoot(page, 'venue-dialog');
  await dialog.getByLabel('Name shown to visitors').focus();
  await page.keyboard.type(venueName);
  await page.keyboard.press('Tab');
  await page.keyboard.type('soldier-hollow');
  await page.keyboard.press('Tab');
  await page.keyboard.type('soldier-hollow');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await dialog.getByLabel('City').fill('Midway');
  // A map image uploads as the logo does (issue 30): its address is filled in.
  const map = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: '#e3eff8' },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Location map', { exact: true })
    .setInputFiles({ name: 'trail-map.png', mimeType: 'image/png', buffer: map });
  await expect(dialog.getByLabel('Location map address', { exact: true })).toHaveValue(
    /\/api\/v1\/images\/\d+\/image$/,
  );
  await expectNoAxeViolations(page, '[role=dialog]');
  await shoot(page, 'venue-dialog-map');
  await dialog.getByRole('button', { name: 'Create venue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${venueName} is saved.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Venues' })).toContainText(venueName);

  // A new activity starts as a draft.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Activities' })
    .click();
  await expect(page.getByRole('table', { name: 'Activities' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'activities');
  await page.getByRole('link', { name: 'New activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New activity' })).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveAccessibleDescription(/Required/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(activityName);
  await page.getByRole('button', { name: /Venue$/ }).click();
  await page.getByRole('option', { name: venueName }).click();
  await page.getByLabel('Location').fill('Soldier Hollow lodge');
  await page.getByRole('button', { name: 'Add waiver' }).click();
  await page.getByLabel('Waiver name').fill('Snowshoe release');
  await page
    .getByRole('textbox', { name: 'Link', exact: true })
    .fill('https://example.org/snowshoe-release.pdf');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/activities\/\d+$/);
  await expect(page.getByText(`${activityName} is created as a draft.`)).toBeVisible();
  await expect(page.getByText('A draft: visitors cannot see or book it.')).toBeVisible();

  // Issue 30: admission is one choice; the ticketing system id is the shop's, shown read-only;
  // a booking field just added says nothing is wrong before anything is typed, and its answer
  // type is one choice.
  const admission = page.getByRole('radiogroup', { name: 'Admission' });
  await expect(admission.getByRole('radio', { name: /^Timed/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'General admission' })).toHaveCount(0);
  await expect(page.getByText(/Ticketing system id: \S+/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Ticketing system id/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add field to booking fields' }).click();
  const newField = page.getByRole('group', { name: 'Booking fields: field 1' });
  await expect(newField.getByRole('textbox', { name: 'Label' })).toBeVisible();
  await expect(newField.getByRole('textbox', { name: 'Label' })).not.toHaveAccessibleDescription(
    /Required/,
  );
  await expect(
    newField.getByRole('textbox', { name: 'Field name' }),
  ).not.toHaveAccessibleDescription(/Required/);
  await expect(newField.getByRole('button', { name: /Answer/ })).toContainText('Text');
  await expect(newField.getByRole('button', { name: /Value type|Input/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'activity-new-field');
  await newField.getByRole('button', { name: 'Remove field 1' }).click();

  // A picture, resized by the server, shown in the editor.
  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#1d4e89' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Picture')
    .setInputFiles({ name: 'snowshoe.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.locator('#image img')).toHaveAttribute('src', /\/api\/v1\/images\/\d+\/image$/);
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText(`${activityName} is saved.`)).toBeVisible();

  // Two ticket types, each in a dialog.
  await addTicketType(page, { name: 'Adult', price: '25' }, async () => {
    await expectNoAxeViolations(page, '[role=dialog]');
    await shoot(page, 'ticket-dialog');
  });
  await addTicketType(page, { name: 'Child (6-12)', price: '15.50' });
  const tickets = page.getByRole('table', { name: 'Ticket types' });
  await expect(tickets).toContainText('$25.00');
  await expect(tickets).toContainText('$15.50');

  // An add-on with a stock of its own in each session (decision 079): 20 lockers.
  await page.getByRole('button', { name: 'Add add-on' }).click();
  const addOnDialog = page.getByRole('dialog', { name: 'New add-on' });
  await addOnDialog.getByLabel('Name').fill('Locker');
  await addOnDialog.getByLabel('Price').fill('5');
  await addOnDialog.getByLabel('Stock per session').fill('20');
  await expect(addOnDialog.getByLabel('Stock per session')).toHaveAccessibleDescription(
    /Empty: no limit/,
  );
  await expectNoAxeViolations(page, '[role=dialog]');
  await shoot(page, 'add-on-dialog');
  await addOnDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Locker is saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'activity-editor');

  // A visitor does not see the draft; publishing shows it, with its picture.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expectVisitorSees(visitor, activityName, false, visitorWait);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${activityName} is published`)).toBeVisible();
  await expectVisitorSees(visitor, activityName, true, visitorWait);
  const card = visitor.getByRole('article', { name: activityName });
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/v1\/images\/\d+\/image$/);

  // Moving it back to draft asks first, then hides it again.
  await page.getByRole('button', { name: 'Move to draft' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Move ${activityName} to draft?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, '[role=alertdialog]');
  await confirm.getByRole('button', { name: 'Move to draft' }).click();
  await expect(page.getByText(`${activityName} is a draft`)).toBeVisible();
  await expectVisitorSees(visitor, activityName, false, visitorWait);
  await visitorContext.close();
});
