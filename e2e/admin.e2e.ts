// Journeys: the bootstrap admin finds a user, makes them premium, disables them (their open tab
// is signed out) and enables them again; a user sends a message from Contact Support and the
// admin reads it on the dashboard; the admin takes a backup from the dashboard and sees it listed.
// Screenshots at phone and desktop widths.
import { describe, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { User } from '../contract';
import { DESKTOP, snapBoth } from './browser';
import { it, type NewContext } from './journey';
import { api, expectVisible, signIn, signUp, uniqueEmail } from './helpers';

const baseUrl = inject('baseUrl');
const ADMIN = { email: 'admin@potluck.test', password: 'admin-password' };

async function openAdmin(newContext: NewContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ viewport: DESKTOP });
  await signIn(context, baseUrl, ADMIN.email, ADMIN.password);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  await expectVisible(page, 'Admin Dashboard');
  await expectVisible(page, 'User Management');
  return { context, page };
}

/** The desktop table's row of the user with this address. */
const userRow = (page: Page, email: string) => page.locator('tr').filter({ hasText: email });

async function chooseAction(page: Page, name: string, item: string) {
  await page
    .locator('table')
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('admin dashboard journeys', () => {
  it('finds a user, makes them premium, disables them (signing them out) and enables them', async ({
    newContext,
  }) => {
    const email = uniqueEmail('uma');
    const userContext = await newContext({ viewport: DESKTOP });
    const uma = await signUp(userContext, baseUrl, { firstName: 'Uma', lastName: 'Tester', email });
    const userPage = await userContext.newPage();
    await userPage.goto(baseUrl);
    await expectVisible(userPage, 'My Recipes');

    const { page } = await openAdmin(newContext);
    await snapBoth(page, 'admin-dashboard');
    await page.getByLabel('Search users').fill(email);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    const row = userRow(page, email);
    await expect.poll(() => row.getByText('Uma Tester').isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await snapBoth(page, 'admin-search');

    // Premium through the actions menu.
    await chooseAction(page, 'Uma Tester', 'Set to Premium');
    await expectVisible(page, 'User updated successfully');
    await expect
      .poll(
        async () =>
          (await api<User>(userContext.request, baseUrl, 'GET', '/api/auth/user')).body.accountType,
      )
      .toBe('premium');
    await expect
      .poll(() => row.getByText('Premium', { exact: true }).first().isVisible())
      .toBe(true);

    // Disable asks first; Cancel changes nothing.
    await chooseAction(page, 'Uma Tester', 'Disable Account');
    const confirm = page.getByRole('alertdialog', { name: "Disable Uma Tester's account?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await snapBoth(page, 'admin-disable-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    // Confirmed: the user's open tab is signed out within a few seconds.
    await chooseAction(page, 'Uma Tester', 'Disable Account');
    await confirm.getByRole('button', { name: 'Disable Account' }).click();
    await expect
      .poll(() => row.getByText('Disabled', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expectVisible(userPage, 'You are logged out', 8_000);
    await expect.poll(() => new URL(userPage.url()).pathname, { timeout: 10_000 }).toBe('/login');
    await snapBoth(userPage, 'disabled-user-signed-out');
    expect((await api(userContext.request, baseUrl, 'GET', '/api/auth/user')).status).toBe(401);
    const refused = await api(userContext.request, baseUrl, 'POST', '/api/auth/login', {
      email,
      password: uma.password,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await snapBoth(page, 'admin-user-disabled');

    // Enable again: they can sign in, and are still premium.
    await chooseAction(page, 'Uma Tester', 'Enable Account');
    await expect
      .poll(() => row.getByText('Active', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await signIn(userContext, baseUrl, email, uma.password);
    const me = await api<User>(userContext.request, baseUrl, 'GET', '/api/auth/user');
    expect(me.body).toMatchObject({ email, accountType: 'premium', isActive: true });

    // A search that finds nobody.
    const search = page.getByLabel('Search users');
    await search.fill('nobody-by-this-name-zzz');
    await expectVisible(page, 'No users found');
    await expectVisible(page, 'Try adjusting your search terms.');
    await snapBoth(page, 'admin-no-users');
  });

  it('sends a contact message from Subscribe and shows it on the dashboard', async ({
    newContext,
  }) => {
    const userContext = await newContext({ viewport: DESKTOP });
    await signUp(userContext, baseUrl, { firstName: 'Carl', lastName: 'Contact' });
    const page = await userContext.newPage();
    await page.goto(`${baseUrl}/subscribe`);
    await expectVisible(page, 'Contact Support');
    await snapBoth(page, 'subscribe');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const send = dialog.getByRole('button', { name: 'Send Message' });

    // Validation: required fields, then the e-mail format. Nothing is sent.
    await dialog.getByLabel('Name *').fill('');
    await send.click();
    await expectVisible(page, 'Missing Information');
    await expectVisible(page, 'Please fill in all required fields.');
    await snapBoth(page, 'contact-missing');
    await dialog.getByLabel('Name *').fill('Carl Contact');
    await dialog.getByLabel('Email *').fill('carl at example');
    await dialog.getByLabel('Message *').fill('Can I pay yearly?');
    await send.click();
    await expectVisible(page, 'Invalid Email');

    const subject = `Plans question ${Date.now()}`;
    await dialog.getByLabel('Email *').fill('carl@example.com');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog
      .getByLabel('Message *')
      .fill('Can I pay yearly?\nAnd is there a family plan for four cooks?');
    await snapBoth(page, 'contact-filled');
    await send.click();
    await expectVisible(page, 'Message Sent!');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const { page: adminPage } = await openAdmin(newContext);
    await expectVisible(adminPage, subject);
    const item = adminPage.locator('li').filter({ hasText: subject });
    await expect
      .poll(() => item.getByText('Carl Contact <carl@example.com>').isVisible())
      .toBe(true);
    await expect
      .poll(() => item.getByText('And is there a family plan for four cooks?').isVisible())
      .toBe(true);
    await item.scrollIntoViewIfNeeded();
    await snapBoth(adminPage, 'admin-contact-messages');
  });

  it('takes a backup from the dashboard and shows when, how big and by which route', async ({
    newContext,
  }) => {
    const { page } = await openAdmin(newContext);
    const button = page.getByRole('button', { name: 'Back up now' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expectVisible(page, 'Backup started');
    await expect
      .poll(() => page.getByText(/Last backup: .*by this dashboard/).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText(/potluck-backup-\d{8}T\d{6}Z\.tar\.gz/).isVisible())
      .toBe(true);
    await snapBoth(page, 'admin-backups');
  });
});
