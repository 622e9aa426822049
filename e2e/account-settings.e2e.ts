// Journey: a cook opens Settings from the account menu, changes their name, e-mail (confirmed by
// the link mailed to the new address), password and units, is told plainly when the password is
// wrong, and finally deletes the account (their shared recipe vanishes for a friend who had it
// open).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import { axeViolations } from './axe';
import { DESKTOP, PHONE, snap, snapBoth } from './browser';
import { it } from './journey';
import { api, createRecipe, expectVisible, signUp, uniqueEmail } from './helpers';

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');

/** The text of the last message written to the outbox for `address`, quoted-printable decoded. */
function lastMailTo(address: string): string {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const messages = files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((text) => text.includes(`To: ${address}`));
  return (messages.at(-1) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('account settings', () => {
  it('changes name, e-mail, password and units, then deletes the account', async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: DESKTOP });
    const cook = await signUp(context, baseUrl, { firstName: 'Sam', lastName: 'Settings' });
    const recipe = await createRecipe(context, baseUrl, {
      title: 'Shared shakshuka',
      visibility: 'link-view',
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await expectVisible(page, `You sign in with ${cook.email}.`);
    await snapBoth(page, 'settings');
    // No axe violation (WCAG 2.2 A and AA, best practices) at either width.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page)).toEqual([]);
    }

    // Name.
    await page.getByLabel('First Name').fill('Samira');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expectVisible(page, 'Your name has been updated.');
    await page.getByRole('button', { name: /account menu/i }).click();
    await expectVisible(page, 'Samira Settings');
    await page.keyboard.press('Escape');

    // E-mail: a wrong password is said at the field, and nothing changes.
    const newEmail = uniqueEmail('samira');
    await page.getByLabel('New Email').fill(newEmail);
    await page.getByLabel('Current Password').first().fill('not my password');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expectVisible(page, 'Your current password is not correct');
    await page.setViewportSize(PHONE);
    await snap(page, 'settings-wrong-password-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Current Password').first().fill(cook.password);
    await page.getByRole('button', { name: 'Change Email' }).click();
    // Nothing changes until the link mailed to the new address is opened.
    await expectVisible(page, 'Check your email');
    await expectVisible(page, `You sign in with ${cook.email}.`);
    let link = '';
    await expect
      .poll(() => {
        link = /https?:\/\/\S+\/settings\?confirmEmail=\S+/.exec(lastMailTo(newEmail))?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await expectVisible(page, 'Your email address has been changed. Sign in with it from now on.');
    await expectVisible(page, `You sign in with ${newEmail}.`);
    expect(new URL(page.url()).search).toBe('');

    // Password: the confirmation must match, then it changes; another device is signed out.
    const other = await newContext();
    const otherLogin = await api(other.request, baseUrl, 'POST', '/api/auth/login', {
      email: newEmail,
      password: cook.password,
    });
    expect(otherLogin.status).toBe(200);
    const passwordForm = page.getByRole('region', { name: 'Password' });
    await passwordForm.getByLabel('Current Password').fill(cook.password);
    await passwordForm.getByLabel('New Password', { exact: true }).fill('fresh-secret');
    await passwordForm.getByLabel('Confirm New Password').fill('fresh-secrets');
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(page, "New password and confirmation don't match");
    await passwordForm.getByLabel('Confirm New Password').fill('fresh-secret');
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(page, 'Your other devices have been signed out.');
    expect((await api(other.request, baseUrl, 'GET', '/api/auth/user')).status).toBe(401);
    expect((await api(context.request, baseUrl, 'GET', '/api/auth/user')).status).toBe(200);
    await other.close();

    // Units.
    await page.getByRole('button', { name: 'Metric' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ unitSystem: string }>(context.request, baseUrl, 'GET', '/api/auth/user'))
            .body.unitSystem,
      )
      .toBe('metric');

    // A friend has the shared recipe open.
    const friendContext = await newContext({ viewport: DESKTOP });
    const friendPage = await friendContext.newPage();
    await friendPage.goto(`${baseUrl}/recipe/${recipe.id}`);
    await expectVisible(friendPage, 'Shared shakshuka');

    // Deleting asks for the password and the word typed out.
    await page.getByRole('button', { name: 'Delete Account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Password').fill('fresh-secret');
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await page.waitForTimeout(350);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await snap(page, 'settings-delete-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'settings-delete-desktop');
    await confirm.click();
    await page.waitForURL(`${baseUrl}/`);
    await expectVisible(page, 'Collaborative Recipe Management');
    expect((await api(context.request, baseUrl, 'GET', '/api/auth/user')).status).toBe(401);
    const login = await api(context.request, baseUrl, 'POST', '/api/auth/login', {
      email: newEmail,
      password: 'fresh-secret',
    });
    expect(login.status).toBe(401);

    // The friend's view learns it is gone.
    await friendPage.reload();
    await expectVisible(friendPage, 'Recipe Not Found');
  });
});
