// A titled card on the household screen.
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

export function HouseholdSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="font-display text-xl font-semibold text-stone-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
