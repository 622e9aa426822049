import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Archive } from 'lucide-react';
import type { BackupRecord } from '../../../contract/admin';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { useAdminBackups, useStartBackup } from './use-admin';

const ROUTE_NAMES: Record<BackupRecord['route'], MessageDescriptor> = {
  command: msg`the potluck backup command`,
  dashboard: msg`this dashboard`,
};

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The last finished backup: when, how big, by which route, and its file. */
function LastBackup({ last }: { last: BackupRecord }) {
  const { t, i18n } = useLingui();
  const when = formatDateTime(last.finishedAt ?? last.startedAt);
  const size = last.sizeBytes === null ? t`size unknown` : formatBytes(last.sizeBytes);
  const route = i18n._(ROUTE_NAMES[last.route]);
  return (
    <p>
      <Trans>
        Last backup: {when}, {size}, by {route}
      </Trans>
      {last.file ? (
        <span className="block text-xs break-all text-stone-500">{last.file}</span>
      ) : null}
    </p>
  );
}

/** The last backup (when, how big, by which route), a failed or running newer one, and the button. */
export function Backups() {
  const { data, isPending, isError } = useAdminBackups();
  const start = useStartBackup();
  const running = data?.recent.some((backup) => backup.status === 'running') ?? false;
  const last = data?.lastDone;
  const newest = data?.recent[0];
  const failedAt = newest ? formatDateTime(newest.startedAt) : '';
  const failure = newest?.error;
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Archive className="size-5 text-brand-600" aria-hidden="true" />
          <Trans>Backups</Trans>
        </h2>
        <Button
          size="sm"
          variant="outline"
          disabled={isPending || running || start.isPending}
          onClick={() => start.mutate()}
        >
          {running ? <Trans>Backup running…</Trans> : <Trans>Back up now</Trans>}
        </Button>
      </div>
      {isPending ? (
        <p className="text-sm text-stone-500">
          <Trans>Loading backups…</Trans>
        </p>
      ) : isError ? (
        <p className="text-sm text-red-600">
          <Trans>Failed to load backups</Trans>
        </p>
      ) : (
        <div className="space-y-1 text-sm text-stone-700" aria-live="polite">
          {last ? (
            <LastBackup last={last} />
          ) : (
            <p>
              <Trans>No backup has been taken yet.</Trans>
            </p>
          )}
          {newest && newest.status === 'failed' ? (
            <p className="text-red-600" role="alert">
              <Trans>
                The backup of {failedAt} failed: {failure}
              </Trans>
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}
