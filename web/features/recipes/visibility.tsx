import { Eye, Globe, Lock, PencilLine, type LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Visibility } from '../../../contract';
import { cn } from '../../lib/cn';

export const VISIBILITY_INFO: Record<
  Visibility,
  { label: MessageDescriptor; shortLabel: MessageDescriptor; icon: LucideIcon }
> = {
  private: { label: msg`Private`, shortLabel: msg`Private`, icon: Lock },
  'link-view': {
    label: msg`Anyone with the link can view`,
    shortLabel: msg`Link can view`,
    icon: Eye,
  },
  'link-edit': {
    label: msg`Anyone with the link can edit`,
    shortLabel: msg`Link can edit`,
    icon: PencilLine,
  },
  public: { label: msg`Public`, shortLabel: msg`Public`, icon: Globe },
};

/** The visibility of a recipe as an icon with an accessible name. */
export function VisibilityIcon({
  visibility,
  className,
}: {
  visibility: Visibility;
  className?: string;
}) {
  const { label: labelMessage, icon: Icon } =
    VISIBILITY_INFO[visibility] ?? VISIBILITY_INFO.private;
  const { i18n } = useLingui();
  const label = i18n._(labelMessage);
  return (
    <span title={label} className={cn('inline-flex text-stone-500', className)}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The visibility as a small labelled pill, for places with room for words. */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const info = VISIBILITY_INFO[visibility] ?? VISIBILITY_INFO.private;
  const { i18n } = useLingui();
  const Icon = info.icon;
  const label = i18n._(info.label);
  const shortLabel = i18n._(info.shortLabel);
  return (
    <span
      title={label}
      className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-600"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {shortLabel}
    </span>
  );
}
