// Journey: a household invitation answered by its mailed link. The link's page says who invited
// whom to which household and asks; Decline ends it (the link then says it cannot be used), and
// a new invitation's Accept joins and shows the household joined. Phone and desktop screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import type { Household } from '../contract/households';
import { axeViolations } from './axe';
import { PHONE, snapBoth } from './browser';
import { it } from './journey';
import { api, expectVisible, signUp } from './helpers';

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');

/** The join link of the last message written to the outbox for `address`. */
function lastJoinLink(address: string): string {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const text = (
    files
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
      .filter((message) => message.includes(`To: ${address}`))
      .at(-1) ?? ''
  )
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+\/households\/join\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no join link mailed to ${address}`);
  return link;
}

describe('household invitation by its link', () => {
  it('says who invited them to what, and declines or accepts', async ({ newContext }) => {
    const hostContext = await newContext();
    await signUp(hostContext, baseUrl, { firstName: 'Cy', lastName: 'Host' });
    const { body } = await api<{ households: Household[] }>(
      hostContext.request,
      baseUrl,
      'GET',
      '/api/households',
    );
    const household = body.households[0]!;
    const context = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const guest = await signUp(context, baseUrl, { firstName: 'Di', lastName: 'Guest' });
    const invite = () =>
      api(hostContext.request, baseUrl, 'POST', `/api/households/${household.id}/invites`, {
        email: guest.email,
      });
    expect((await invite()).status).toBe(200);
    const page = await context.newPage();

    // The link asks; Decline ends the invitation, and the plan shows their own household.
    const declined = lastJoinLink(guest.email);
    await page.goto(declined.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expectVisible(page, `Join ${household.name}?`);
    await expectVisible(page, 'Cy Host');
    expect(await axeViolations(page)).toEqual([]);
    await snapBoth(page, 'household-join-link');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expectVisible(page, 'Invitation declined');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plan');
    await expectVisible(page, "Di's household");
    expect(await page.getByRole('region', { name: 'Household invitations' }).count()).toBe(0);

    // Declined: the link does nothing any more.
    await page.goto(declined.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expectVisible(page, 'This invitation cannot be used');
    await expectVisible(page, 'This invitation has expired or was already used');

    // Asked again: the plan shows the invitation too (one accept path serves both); the link's
    // Accept joins, and the plan shows the household joined.
    expect((await invite()).status).toBe(200);
    await page.goto(`${baseUrl}/plan`);
    const notice = page.getByRole('region', { name: 'Household invitations' });
    await expect.poll(() => notice.getByText(/Cy Host invited you/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(lastJoinLink(guest.email).replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('button', { name: 'Accept and join' }).click();
    await expectVisible(page, `You joined ${household.name}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plan');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Household' }).textContent())
      .toContain(household.name);
    const members = await api<Household>(
      hostContext.request,
      baseUrl,
      'GET',
      `/api/households/${household.id}`,
    );
    expect(members.body.members.map((member) => member.name)).toEqual(['Cy Host', 'Di Guest']);
  });
});
