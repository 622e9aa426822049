// The messages as the build writes them: English from the code with no catalogue, another
// language from its catalogue, and the document's lang and dir following the choice.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { activateLocale, i18n } from './i18n';

function NotFoundTitle() {
  return <Trans>404 Page Not Found</Trans>;
}

function render() {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <NotFoundTitle />
    </I18nProvider>,
  );
}

afterEach(async () => {
  await activateLocale('en');
});

describe('the active language', () => {
  it('speaks English from the code itself, with no catalogue loaded', async () => {
    await activateLocale('en');
    expect(i18n.messages).toEqual({});
    expect(render()).toBe('404 Page Not Found');
  });

  it('speaks German from the German catalogue', async () => {
    await activateLocale('de');
    expect(render()).toBe('404 Seite nicht gefunden');
  });

  it('speaks the pseudo-locale, accented and longer', async () => {
    await activateLocale('pseudo');
    const text = render();
    expect(text).not.toContain('Page');
    expect(text.length).toBeGreaterThan('404 Page Not Found'.length * 1.3);
  });

  it('falls back to English for a code it has no catalogue for', async () => {
    const locale = await activateLocale('xx');
    expect(locale.code).toBe('en');
    expect(render()).toBe('404 Page Not Found');
  });
});
