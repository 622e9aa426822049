// Cook mode (/recipe/{id}/cook): one step at a time in large type, the ingredients to tick off
// beside it (above it on phones), timers offered from the step's text, the screen kept awake.
// Arrow keys, Space and swipes move between steps, the way the text reads (in Arabic the next step
// is to the left: ArrowLeft and a swipe to the right go on); Escape leaves.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Timer, X } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { findDurations, formatDuration } from '../../contract/kitchen/timers';
import { Button, buttonVariants } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { PageSpinner } from '../components/ui/spinner';
import { KitchenControls } from '../features/kitchen/kitchen-controls';
import { useAddressFactor, type KitchenView } from '../features/kitchen/kitchen-view';
import { IngredientText, StepText } from '../features/kitchen/recipe-text';
import { TimerTray } from '../features/kitchen/timer-tray';
import { useCheckedLines } from '../features/kitchen/use-checked-lines';
import { useTimers } from '../features/kitchen/use-timers';
import { useUnitSystem } from '../features/kitchen/use-unit-system';
import { useWakeLock } from '../features/kitchen/use-wake-lock';
import { horizontalStep, swipeStep, useDirection } from '../i18n/direction';
import { useListedRecipe } from '../features/offline/listed-recipe';
import { useSharedRecipe } from '../features/sharing/use-shared-recipe';
import { cn } from '../lib/cn';
import { isNetworkError } from '../lib/online';

/** A horizontal swipe at least this long (px) turns the step. */
const SWIPE_DISTANCE = 60;

export default function CookModePage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useSharedRecipe(id);
  // Offline, a recipe whose page was never opened still cooks, from the My Recipes list.
  const listed = useListedRecipe(id, isNetworkError(query.error));
  const [factor, setFactor] = useAddressFactor();
  const [system, setSystem] = useUnitSystem();
  const [, navigate] = useLocation();
  const [stepIndex, setStepIndex] = useState(0);
  const [checked, toggle] = useCheckedLines();
  const timers = useTimers();
  useWakeLock(true);
  const { t } = useLingui();
  const dir = useDirection();
  // Beside the step on wide screens; folded above it on phones, so the step shows first.
  const [isWide] = useState(() => window.matchMedia('(min-width: 1024px)').matches);

  const recipe = query.data?.id ? query.data : listed.recipe;
  const steps = recipe?.instructions.filter((step) => step.trim()) ?? [];
  const stepCount = steps.length;
  const exitPath = `/recipe/${encodeURIComponent(id)}${factor !== 1 ? `?x=${factor}` : ''}`;

  const go = useCallback(
    (delta: number) =>
      setStepIndex((current) => Math.min(Math.max(current + delta, 0), Math.max(stepCount - 1, 0))),
    [stepCount],
  );

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const isControl = target?.closest('button, input, select, textarea, a, [role="checkbox"]');
      const arrow = horizontalStep(event.key, dir);
      if (arrow !== 0) go(arrow);
      else if (event.key === 'PageDown') go(1);
      else if (event.key === 'PageUp') go(-1);
      else if (event.key === ' ' && !isControl) go(event.shiftKey ? -1 : 1);
      else if (event.key === 'Escape') navigate(exitPath);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [go, navigate, exitPath, dir]);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  function handlePointerDown(event: PointerEvent) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }
  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) go(swipeStep(dx, dir));
  }

  if (query.isPending || listed.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <PageSpinner />
      </div>
    );
  }
  if (!recipe?.id) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-semibold text-stone-900">
          <Trans>Recipe Not Found</Trans>
        </h1>
        <p className="text-stone-600">
          <Trans>This recipe may be private or doesn&apos;t exist.</Trans>
        </p>
        <Link href="/" className={buttonVariants()}>
          <Trans>Browse Recipes</Trans>
        </Link>
      </div>
    );
  }

  const view: KitchenView = { factor, system };
  // Shown in the header on wide screens, and with the ingredients on phones.
  const controls = (className: string) => (
    <KitchenControls
      servings={recipe.servings}
      factor={factor}
      onFactorChange={setFactor}
      system={system}
      onSystemChange={setSystem}
      className={className}
    />
  );
  const step = steps[stepIndex] ?? '';
  const stepNumber = stepIndex + 1;
  const ingredientCount = recipe.ingredients.length;

  const ingredients = (
    <ul className="space-y-3">
      {recipe.ingredients.map((line, index) => {
        const checkId = `cook-ingredient-${index}`;
        return (
          <li key={index} className="flex items-start gap-3">
            <Checkbox
              id={checkId}
              checked={checked.has(index)}
              onCheckedChange={(state) => toggle(index, state === true)}
              className="mt-1"
            />
            <label
              htmlFor={checkId}
              dir="auto"
              className={cn(
                'text-base leading-relaxed',
                checked.has(index) ? 'text-stone-500 line-through' : 'text-stone-800',
              )}
            >
              <IngredientText line={line} view={view} />
            </label>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 pb-24">
      <header className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
          <Link
            href={exitPath}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={t`Leave cook mode`}
          >
            <X aria-hidden="true" />
          </Link>
          <h1 className="line-clamp-2 min-w-0 flex-1 font-display text-lg font-semibold break-words text-stone-900">
            <span dir="auto">{recipe.title}</span>
          </h1>
          {controls('hidden md:flex')}
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 lg:content-stretch px-4 py-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-labelledby="cook-ingredients" className="lg:order-none">
          <details className="rounded-2xl bg-white p-4 shadow-soft" open={isWide}>
            <summary
              id="cook-ingredients"
              className="cursor-pointer font-display text-lg font-semibold text-stone-900"
            >
              <Trans>Ingredients ({ingredientCount})</Trans>
            </summary>
            {controls('mt-3 md:hidden')}
            <div className="mt-4">
              {recipe.ingredients.length ? (
                ingredients
              ) : (
                <p className="text-stone-500">
                  <Trans>No ingredients listed.</Trans>
                </p>
              )}
            </div>
          </details>
        </aside>

        <main
          className="flex touch-pan-y flex-col rounded-2xl bg-white p-6 shadow-soft select-none sm:p-8"
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          aria-roledescription={t`step`}
        >
          {stepCount === 0 ? (
            <p className="text-xl text-stone-600">
              <Trans>This recipe has no steps yet.</Trans>
            </p>
          ) : (
            <>
              <p
                className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
                aria-live="polite"
              >
                <Trans>
                  Step {stepNumber} of {stepCount}
                </Trans>
              </p>
              <p
                dir="auto"
                className="mt-4 flex-1 text-2xl leading-relaxed text-stone-900 sm:text-3xl"
              >
                <StepText step={step} system={system} />
              </p>
              <StepTimers
                step={step}
                onStart={(label, seconds) => timers.start(label, seconds)}
                stepNumber={stepNumber}
              />
              <div className="mt-8 flex items-center justify-between gap-3">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => go(-1)}
                  disabled={stepIndex === 0}
                >
                  <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
                  <Trans>Previous</Trans>
                </Button>
                <StepDots count={stepCount} current={stepIndex} onPick={setStepIndex} />
                {stepIndex < stepCount - 1 ? (
                  <Button size="lg" onClick={() => go(1)}>
                    <Trans>Next</Trans>
                    <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                ) : (
                  <Link href={exitPath} className={buttonVariants({ size: 'lg' })}>
                    <Trans>Done</Trans>
                  </Link>
                )}
              </div>
            </>
          )}
        </main>
      </div>

      <TimerTray
        timers={timers.timers}
        now={timers.now}
        onPause={timers.pause}
        onResume={timers.resume}
        onDismiss={timers.dismiss}
      />
    </div>
  );
}

/** A button for each duration the step mentions ("simmer 10-15 minutes" offers 10 min). */
function StepTimers({
  step,
  stepNumber,
  onStart,
}: {
  step: string;
  stepNumber: number;
  onStart: (label: string, seconds: number) => void;
}): ReactNode {
  const { t } = useLingui();
  const durations = findDurations(step);
  if (durations.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {durations.map((duration) => {
        const text = duration.text;
        const length = formatDuration(duration.seconds);
        return (
          <Button
            key={duration.start}
            variant="secondary"
            size="lg"
            onClick={() => onStart(t`Step ${stepNumber}: ${text}`, duration.seconds)}
          >
            <Timer aria-hidden="true" />
            <Trans>Start {length} timer</Trans>
          </Button>
        );
      })}
    </div>
  );
}

function StepDots({
  count,
  current,
  onPick,
}: {
  count: number;
  current: number;
  onPick: (index: number) => void;
}) {
  const { t } = useLingui();
  if (count > 12) return null;
  return (
    <div className="hidden items-center sm:flex">
      {/* A 24 px target around each 10 px dot (WCAG 2.5.8). */}
      {Array.from({ length: count }, (_, index) => {
        const stepNumber = index + 1;
        return (
          <button
            key={index}
            type="button"
            aria-label={t`Go to step ${stepNumber}`}
            aria-current={index === current ? 'step' : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full"
            onClick={() => onPick(index)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-2.5 rounded-full transition-colors',
                index === current ? 'bg-brand-600' : 'bg-stone-300 group-hover:bg-stone-400',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
