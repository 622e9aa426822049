import { Plural } from '@lingui/react/macro';
import type { PresentUser } from '../../../contract';
import { initialsOf } from '../../lib/format';

const MAX_AVATARS = 3;

/** Who else has this recipe open: up to 3 avatars, then '+N', and 'N person/people editing'. */
export function PresenceStack({ users }: { users: PresentUser[] }) {
  if (users.length === 0) return null;
  const shown = users.slice(0, MAX_AVATARS);
  const more = users.length - shown.length;
  return (
    <div className="flex shrink-0 items-center gap-2" aria-live="polite">
      <div className="flex shrink-0 -space-x-2">
        {shown.map((user) => (
          <span
            key={user.userId}
            title={user.name}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sage-100 text-[11px] font-semibold whitespace-nowrap text-sage-700 ring-2 ring-white"
          >
            {initialsOf(user.name)}
          </span>
        ))}
        {more > 0 ? (
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-stone-100 text-[11px] font-semibold whitespace-nowrap text-stone-600 ring-2 ring-white">
            +{more}
          </span>
        ) : null}
      </div>
      <span className="text-xs text-stone-600">
        <Plural value={users.length} one="# person editing" other="# people editing" />
      </span>
    </div>
  );
}
