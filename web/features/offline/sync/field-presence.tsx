// Who else is in a field: a coloured chip by its label ('Sam is editing'), a ring of their colour
// around the field, and in text fields their caret and selection, drawn over the field.
import { useLingui } from '@lingui/react/macro';
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import type * as Y from 'yjs';
import { cn } from '../../../lib/cn';
import { measureRange, type Box } from './caret-position';
import type { RemotePresence } from './sync-types';
import { initialsOf } from '../../../lib/format';
import { colorOf, firstNameOf } from './presence-colors';
import { decodePosition, type TextField } from './text-binding';

/** One chip per person (several tabs of one person are one). */
function uniquePeople(people: readonly RemotePresence[]): RemotePresence[] {
  const seen = new Set<string>();
  return people.filter((person) => !seen.has(person.userId) && seen.add(person.userId));
}

/** 'Sam is editing' chips; `compact` shows initials only (the name is in the tooltip). */
export function PresenceChips({
  people,
  compact = false,
  className,
}: {
  people: readonly RemotePresence[];
  compact?: boolean;
  className?: string;
}) {
  const unique = uniquePeople(people);
  const { t } = useLingui();
  if (unique.length === 0) return null;
  return (
    <span className={cn('flex min-w-0 flex-wrap items-center gap-1', className)}>
      {unique.map((person) => {
        const firstName = firstNameOf(person.name);
        const name = person.name;
        const label = t`${firstName} is editing`;
        return (
          <span
            key={person.userId}
            title={t`${name} is editing`}
            className={cn(
              'inline-flex h-5 max-w-full items-center gap-1 rounded-full text-[11px] leading-none font-semibold text-white shadow-xs',
              compact ? 'min-w-5 justify-center px-0.5' : 'pe-2 ps-0.5',
            )}
            style={{ backgroundColor: colorOf(person.userId) }}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex shrink-0 items-center justify-center rounded-full text-[9px] whitespace-nowrap',
                compact ? '' : 'h-4 min-w-4 bg-white/25 px-0.5',
              )}
            >
              {initialsOf(person.name)}
            </span>
            {compact ? (
              <span className="sr-only">{label}</span>
            ) : (
              <span className="truncate">{label}</span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** The ring around a field someone else is in (the first of them, if several). */
export function presenceRing(people: readonly RemotePresence[]): CSSProperties | undefined {
  const first = people[0];
  return first ? { boxShadow: `0 0 0 2px ${colorOf(first.userId)}` } : undefined;
}

interface Mark {
  key: string;
  color: string;
  boxes: Box[];
  caret: Box;
}

/**
 * Others' carets and selections over a text field bound to `text`. Put it in a `relative` box
 * that holds just the field; it re-measures as the text, the scroll position or the size change.
 */
export function RemoteCarets({
  field,
  text,
  people,
}: {
  field: RefObject<TextField | null>;
  text: Y.Text;
  people: readonly RemotePresence[];
}) {
  const [version, setVersion] = useState(0);
  const [marks, setMarks] = useState<Mark[]>([]);
  const hasPeople = people.length > 0;

  useEffect(() => {
    const element = field.current;
    if (!element || !hasPeople) return;
    const bump = () => setVersion((value) => value + 1);
    text.observe(bump);
    element.addEventListener('scroll', bump);
    element.addEventListener('input', bump);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(bump);
    resize?.observe(element);
    return () => {
      text.unobserve(bump);
      element.removeEventListener('scroll', bump);
      element.removeEventListener('input', bump);
      resize?.disconnect();
    };
  }, [field, text, hasPeople]);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element || !hasPeople) {
      setMarks((current) => (current.length === 0 ? current : []));
      return;
    }
    const length = element.value.length;
    const next: Mark[] = [];
    for (const person of people) {
      const head = decodePosition(text, person.head);
      if (head === null) continue;
      const anchor = decodePosition(text, person.anchor) ?? head;
      const start = Math.min(anchor, head, length);
      const end = Math.min(Math.max(anchor, head), length);
      const measured = measureRange(element, start, end, Math.min(head, length));
      if (measured) {
        next.push({ key: person.connectionId, color: colorOf(person.userId), ...measured });
      }
    }
    setMarks(next);
  }, [field, text, people, hasPeople, version]);

  if (marks.length === 0) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden rounded-xl"
    >
      {marks.map((mark) => (
        <Fragment key={mark.key}>
          {mark.boxes.map((box, index) =>
            box.width > 0 ? (
              <span
                key={index}
                className="absolute opacity-20"
                style={{ ...place(box), backgroundColor: mark.color }}
              />
            ) : null,
          )}
          <span
            data-remote-caret=""
            className="absolute w-0.5 rounded-full"
            style={{
              left: mark.caret.left - 1,
              top: mark.caret.top,
              height: mark.caret.height,
              backgroundColor: mark.color,
            }}
          />
        </Fragment>
      ))}
    </div>
  );
}

const place = (box: Box): CSSProperties => ({
  left: box.left,
  top: box.top,
  width: box.width,
  height: box.height,
});
