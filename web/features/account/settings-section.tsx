import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** One part of the settings page: a heading, what it is for, and its form or rows. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'danger';
}) {
  return (
    <Card
      className={tone === 'danger' ? 'border-red-200 p-4 sm:p-6' : 'p-4 sm:p-6'}
      aria-labelledby={`${id}-heading`}
      role="region"
    >
      <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:gap-8">
        <div>
          <h2
            id={`${id}-heading`}
            className={
              tone === 'danger'
                ? 'text-lg font-semibold text-red-700'
                : 'text-lg font-semibold text-stone-900'
            }
          >
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </Card>
  );
}
