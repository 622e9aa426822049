import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { Button } from './button';

const render = (element: ReactElement) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

beforeAll(async () => {
  await activateLocale('en');
});

const Icon = () => <svg aria-hidden="true" />;

describe('Button pending', () => {
  it('is disabled and shows a spinner with its label, keeping its own label', () => {
    const html = render(
      <Button pending pendingLabel="Inviting">
        <Icon />
        Invite
      </Button>,
    );
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(html).toContain('role="status"');
    expect(html).toContain('>Inviting</span>');
    expect(html).toMatch(/Invite<\/button>$/);
    // The spinner takes the icon's place: the button's own icon is hidden while pending.
    expect(html).toContain('[&amp;&gt;svg]:hidden');
  });

  it('is a plain button otherwise, disabled only when told', () => {
    const html = render(<Button pending={false}>Invite</Button>);
    expect(html).not.toContain('role="status"');
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
    expect(html).not.toContain(':hidden');
    expect(render(<Button disabled>Invite</Button>)).toMatch(/<button[^>]* disabled=""/);
  });
});
