import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { HttpError } from './api';
import { failedToast, toastError } from './error-toast';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn() }));

const refused = new HttpError(409, JSON.stringify({ message: 'The name is taken' }), 'Conflict');
const lostSession = new HttpError(401, JSON.stringify({ message: 'Unauthorized' }), '');

beforeEach(() => vi.mocked(toast).mockClear());

describe('toastError', () => {
  it('shows the server’s message under the title', () => {
    toastError({ title: 'Could not rename', error: refused });
    expect(toast).toHaveBeenCalledWith({
      title: 'Could not rename',
      description: 'The name is taken',
      variant: 'destructive',
    });
  });

  describe('in another language', () => {
    afterEach(() => activateLocale('en'));

    it('says the server’s refusal in that language, by its code', async () => {
      await activateLocale('de');
      const limit = {
        message:
          "You've reached your limit of 10 recipes. Upgrade to Pro for just $2/month or $50 lifetime!",
        code: 'recipe_limit_reached',
        upgradeRequired: true,
        limit: 10,
      };
      toastError({ title: 'Fehler', error: new HttpError(403, JSON.stringify(limit), '') });
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          description:
            'Du hast dein Limit von 10 Rezepten erreicht. Wechsle zu Pro – für nur $2/Monat oder einmalig $50!',
        }),
      );
    });
  });

  it('keeps a fixed description, whatever the server said', () => {
    toastError({ title: 'Send Failed', error: refused, description: 'Could not send.' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Could not send.' }));
  });

  it('falls back when the failure carries no message', () => {
    toastError({ title: 'Error', error: new TypeError('Failed to fetch') });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Please try again.' }),
    );
    toastError({ title: 'Error', error: new Error('x'), fallback: 'Failed to load the trash' });
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to load the trash' }),
    );
  });

  it('says nothing of a lost session, which has its own toast', () => {
    toastError({ title: 'Error', error: lostSession, description: 'Failed to delete recipe' });
    failedToast('Could not invite')(lostSession);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('failedToast', () => {
  it('is toastError as an onError handler', () => {
    failedToast('Error', { description: 'Failed to update recipe' })(refused);
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to update recipe',
      variant: 'destructive',
    });
  });
});
