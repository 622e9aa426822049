import { useState, type ReactNode } from 'react';
import { Clock, ExternalLink, Flame, Users } from 'lucide-react';
import type { RecipeContent } from '../../../contract/sync/recipe-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../lib/cn';
import { KitchenControls, KitchenLinks } from '../kitchen/kitchen-controls';
import { IngredientText, StepText } from '../kitchen/recipe-text';
import { useCheckedLines } from '../kitchen/use-checked-lines';
import { useUnitSystem } from '../kitchen/use-unit-system';
import { formatMinutes } from '../../lib/format';
import { scaledServings } from '../households/scaled-servings';
import { responsiveImageProps } from './responsive-image';
import { SOURCE_LINK_REL, linkableSourceUrl } from './source-url';

/** The recipe to read and cook from: facts, description, tags, tickable ingredients, numbered steps. */
export function RecipeDetailView({
  recipeId,
  content,
  renderActions,
}: {
  recipeId: string;
  content: RecipeContent;
  /** More actions beside Cook and Print, given the servings on screen (null: none known). */
  renderActions?: (servings: number | null) => ReactNode;
}) {
  const [checked, toggle] = useCheckedLines();
  const [factor, setFactor] = useState(1);
  const [system, setSystem] = useUnitSystem();
  const view = { factor, system };
  const { t } = useLingui();
  const { prepTime, cookTime, servings, imageUrl, description } = content;
  const ingredients = content.ingredients.filter((line) => line.trim());
  const steps = content.steps.filter((line) => line.trim());

  const sourceUrl = linkableSourceUrl(content.sourceUrl);
  const facts = [
    prepTime ? { icon: Clock, label: t`Prep`, value: formatMinutes(prepTime) } : null,
    cookTime
      ? {
          icon: Flame,
          label: t({ message: `Cook`, context: `cook time` }),
          value: formatMinutes(cookTime),
        }
      : null,
    servings?.trim() ? { icon: Users, label: t`Serves`, value: servings.trim() } : null,
  ].filter((fact) => fact !== null);

  return (
    <div className="space-y-6">
      {imageUrl ? (
        <img
          src={imageUrl}
          {...responsiveImageProps(imageUrl, '(min-width: 768px) 768px, 100vw')}
          alt=""
          className="aspect-video w-full rounded-2xl object-cover"
        />
      ) : null}

      {facts.length > 0 || sourceUrl ? (
        <div className="flex flex-wrap items-center gap-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <span
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700"
            >
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              <span className="font-medium">{label}</span> {value}
            </span>
          ))}
          {sourceUrl ? (
            <a
              href={sourceUrl}
              target="_blank"
              rel={SOURCE_LINK_REL}
              className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <Trans>View original</Trans>
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </div>
      ) : null}

      {description?.trim() ? (
        <p dir="auto" className="leading-relaxed whitespace-pre-line text-stone-700">
          {description}
        </p>
      ) : null}

      {content.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Tags`}>
          {content.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-stone-100 py-3">
        <KitchenControls
          servings={servings?.trim() || null}
          factor={factor}
          onFactorChange={setFactor}
          system={system}
          onSystemChange={setSystem}
        />
        <div className="flex flex-wrap items-center gap-2">
          <KitchenLinks recipeId={recipeId} factor={factor} size="sm" />
          {renderActions?.(scaledServings(servings, factor))}
        </div>
      </div>

      <div className="grid gap-8 md:grid-cols-5">
        <section aria-labelledby="ingredients-heading" className="md:col-span-2">
          <h3
            id="ingredients-heading"
            className="font-display text-lg font-semibold text-stone-900"
          >
            <Trans>Ingredients</Trans>
          </h3>
          {ingredients.length === 0 ? (
            <p className="mt-3 text-sm text-stone-500">
              <Trans>No ingredients yet.</Trans>
            </p>
          ) : (
            <ul className="mt-3 space-y-2.5">
              {ingredients.map((ingredient, index) => {
                const id = `ingredient-check-${index}`;
                const isChecked = checked.has(index);
                return (
                  <li key={index} className="flex items-start gap-3">
                    <Checkbox
                      id={id}
                      checked={isChecked}
                      onCheckedChange={(state) => toggle(index, state === true)}
                      className="mt-0.5"
                    />
                    <label
                      htmlFor={id}
                      dir="auto"
                      className={cn(
                        'text-sm leading-relaxed',
                        isChecked ? 'text-stone-500 line-through' : 'text-stone-700',
                      )}
                    >
                      <IngredientText line={ingredient} view={view} />
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="steps-heading" className="md:col-span-3">
          <h3 id="steps-heading" className="font-display text-lg font-semibold text-stone-900">
            <Trans>Instructions</Trans>
          </h3>
          {steps.length === 0 ? (
            <p className="mt-3 text-sm text-stone-500">
              <Trans>No instructions yet.</Trans>
            </p>
          ) : (
            <ol className="mt-3 space-y-4">
              {steps.map((step, index) => (
                <li key={index} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <p dir="auto" className="pt-0.5 text-sm leading-relaxed text-stone-700">
                    <StepText step={step} system={system} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
