import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useSupportEmail } from './use-public-settings';

/**
 * A mailto link to the support address. Until the address has arrived, an invisible stand-in of
 * the same text holds the link's place, so nothing around it moves when it appears.
 */
export function SupportEmailLink({
  className,
  children,
}: {
  className?: string;
  /** The link's content for an address. */
  children: (address: string) => ReactNode;
}) {
  const supportEmail = useSupportEmail();
  if (!supportEmail) {
    return (
      <span aria-hidden="true" className={cn(className, 'invisible')}>
        {children('support')}
      </span>
    );
  }
  return (
    <a href={`mailto:${supportEmail}`} className={className}>
      {children(supportEmail)}
    </a>
  );
}
