import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { useContactMessages } from './use-admin';

/** The latest messages sent through Contact Support. */
export function ContactMessages() {
  const { data: messages, isPending, isError } = useContactMessages();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Mail className="size-5 text-brand-600" aria-hidden="true" />
        <Trans>Contact messages</Trans>
      </h2>
      {isPending ? (
        <p className="text-sm text-stone-500">
          <Trans>Loading messages…</Trans>
        </p>
      ) : isError ? (
        <p className="text-sm text-red-600">
          <Trans>Failed to load contact messages</Trans>
        </p>
      ) : messages.length === 0 ? (
        <p className="text-sm text-stone-500">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
          {messages.map((message) => (
            <li key={message.id} className="py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium text-stone-900">
                  {message.subject || <Trans>(no subject)</Trans>}
                </p>
                <span className="text-xs text-stone-500">{formatDate(message.createdAt)}</span>
              </div>
              <p className="text-xs break-all text-stone-600">
                {message.name} &lt;{message.email}&gt;
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
