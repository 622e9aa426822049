// The meal plan in the members' calendar apps: a secret address (an .ics feed) any member can
// turn on, copy, replace with a new one or turn off. Whoever has the address can read the plan,
// so a new address is the way to shut out an old one. The address shown names the language the
// member reads the app in (`lang`), so the calendar's meal names are in it too.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import type { Household } from '../../../contract/households';
import { SOURCE_LOCALE } from '../../../contract/i18n/locales';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { copyText } from '../../lib/clipboard';
import { failedToast, toastError } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { HouseholdSection } from './household-section';
import { useRenewCalendarFeed, useStopCalendarFeed } from './use-households';

export function CalendarFeed({ household }: { household: Household }) {
  const { t, i18n } = useLingui();
  const renew = useRenewCalendarFeed();
  const stop = useStopCalendarFeed();
  const connection = useConnectionGuard();
  const feed = household.calendarFeed && {
    ...household.calendarFeed,
    url: feedUrlIn(household.calendarFeed.url, i18n.locale),
  };
  const isBusy = renew.isPending || stop.isPending || connection.isOffline;

  async function handleCopy(url: string) {
    try {
      await copyText(url);
      toast({
        title: t`Address copied`,
        description: t`Paste it into your calendar app.`,
        variant: 'success',
      });
    } catch {
      toastError({ title: t`Could not copy`, description: t`Select the address and copy it.` });
    }
  }

  const turnOn = () =>
    renew.mutate(household.id, {
      onSuccess: () => toast({ title: t`Calendar feed on`, variant: 'success' }),
      onError: failedToast(t`Could not turn the calendar feed on`),
    });

  return (
    <HouseholdSection
      id="household-calendar"
      title={t`Calendar`}
      description={t`See the meal plan in Google Calendar, Apple Calendar or Outlook: they read it from a secret address and keep it up to date.`}
    >
      {feed ? (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="calendar-feed-url" className="sr-only">
              <Trans>Calendar address</Trans>
            </label>
            <Input
              id="calendar-feed-url"
              readOnly
              dir="ltr"
              value={feed.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:flex-1 sm:text-xs"
            />
            <Button variant="outline" onClick={() => void handleCopy(feed.url)}>
              <Copy aria-hidden="true" />
              <Trans>Copy</Trans>
            </Button>
          </div>
          <p className="text-xs text-stone-500">
            <Trans>
              Anyone with this address can read the plan. A new address, or turning the feed off,
              makes the old address stop working in every calendar that uses it.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={isBusy} {...connection.reasonProps}>
                  <RefreshCw aria-hidden="true" />
                  <Trans>New address</Trans>
                </Button>
              }
              title={t`Make a new address?`}
              description={t`The old address stops working: calendars subscribed to it stop updating until they subscribe to the new one.`}
              confirmLabel={t`New address`}
              onConfirm={turnOn}
            />
            <ConfirmDialog
              trigger={
                <Button variant="destructive-ghost" disabled={isBusy} {...connection.reasonProps}>
                  <Trans>Turn off</Trans>
                </Button>
              }
              title={t`Turn the calendar feed off?`}
              description={t`The address stops working: calendars subscribed to it stop showing the meal plan.`}
              confirmLabel={t`Turn off`}
              onConfirm={() =>
                stop.mutate(household.id, {
                  onError: failedToast(t`Could not turn the calendar feed off`),
                })
              }
            />
          </div>
        </div>
      ) : (
        <Button onClick={turnOn} disabled={isBusy} {...connection.reasonProps}>
          <CalendarPlus aria-hidden="true" />
          <Trans>Subscribe in your calendar</Trans>
        </Button>
      )}
      <OfflineReason guard={connection} visible className="mt-2" />
    </HouseholdSection>
  );
}

/** The feed's address with the language its words are written in (English needs none). */
export function feedUrlIn(url: string, locale: string): string {
  if (locale === SOURCE_LOCALE) return url;
  const address = new URL(url);
  address.searchParams.set('lang', locale);
  return address.toString();
}
