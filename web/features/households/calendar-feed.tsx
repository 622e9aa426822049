// The meal plan in the members' calendar apps: a secret address (an .ics feed) any member can
// turn on, copy, replace with a new one or turn off. Whoever has the address can read the plan,
// so a new address is the way to shut out an old one.
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import type { Household } from '../../../contract/households';
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
  const renew = useRenewCalendarFeed();
  const stop = useStopCalendarFeed();
  const connection = useConnectionGuard();
  const feed = household.calendarFeed;
  const isBusy = renew.isPending || stop.isPending || connection.isOffline;

  async function handleCopy(url: string) {
    try {
      await copyText(url);
      toast({
        title: 'Address copied',
        description: 'Paste it into your calendar app.',
        variant: 'success',
      });
    } catch {
      toastError({ title: 'Could not copy', description: 'Select the address and copy it.' });
    }
  }

  const turnOn = () =>
    renew.mutate(household.id, {
      onSuccess: () => toast({ title: 'Calendar feed on', variant: 'success' }),
      onError: failedToast('Could not turn the calendar feed on'),
    });

  return (
    <HouseholdSection
      id="household-calendar"
      title="Calendar"
      description="See the meal plan in Google Calendar, Apple Calendar or Outlook: they read it from a secret address and keep it up to date."
    >
      {feed ? (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="calendar-feed-url" className="sr-only">
              Calendar address
            </label>
            <Input
              id="calendar-feed-url"
              readOnly
              value={feed.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:flex-1 sm:text-xs"
            />
            <Button variant="outline" onClick={() => void handleCopy(feed.url)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <p className="text-xs text-stone-500">
            Anyone with this address can read the plan. A new address, or turning the feed off,
            makes the old address stop working in every calendar that uses it.
          </p>
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={isBusy} {...connection.reasonProps}>
                  <RefreshCw aria-hidden="true" />
                  New address
                </Button>
              }
              title="Make a new address?"
              description="The old address stops working: calendars subscribed to it stop updating until they subscribe to the new one."
              confirmLabel="New address"
              onConfirm={turnOn}
            />
            <ConfirmDialog
              trigger={
                <Button variant="destructive-ghost" disabled={isBusy} {...connection.reasonProps}>
                  Turn off
                </Button>
              }
              title="Turn the calendar feed off?"
              description="The address stops working: calendars subscribed to it stop showing the meal plan."
              confirmLabel="Turn off"
              onConfirm={() =>
                stop.mutate(household.id, {
                  onError: failedToast('Could not turn the calendar feed off'),
                })
              }
            />
          </div>
        </div>
      ) : (
        <Button onClick={turnOn} disabled={isBusy} {...connection.reasonProps}>
          <CalendarPlus aria-hidden="true" />
          Subscribe in your calendar
        </Button>
      )}
      <OfflineReason guard={connection} visible className="mt-2" />
    </HouseholdSection>
  );
}
