// Adding a meal to a day's slot: one of the user's recipes (with servings, the recipe's own by
// default) or a free note ("Leftovers", "Eating out").
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Recipe } from '../../../contract';
import { parseServings } from '../../../contract/kitchen/servings';
import { PLAN_NOTE_MAX, type PlanEntryInput } from '../../../contract/plan/plan-doc';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useCurrentUser } from '../auth/use-auth';
import { RecipePicker } from './recipe-picker';
import { ServingsInput, readServings } from './servings-input';

export type NewEntry = Omit<PlanEntryInput, 'date' | 'slot'>;

export function AddEntryDialog({
  open,
  onOpenChange,
  title,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onAdd: (entry: NewEntry) => void;
}) {
  const user = useCurrentUser();
  const [mode, setMode] = useState<'recipe' | 'note'>('recipe');
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [note, setNote] = useState('');
  const [servings, setServings] = useState('');
  const noteId = useId();
  const servingsId = useId();
  const { t } = useLingui();
  const canAdd = mode === 'recipe' ? recipe !== null : note.trim() !== '';

  function handleSelect(chosen: Recipe) {
    setRecipe(chosen);
    const base = parseServings(chosen.servings);
    setServings(base ? String(base.count) : '');
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    const amount = readServings(servings);
    if (mode === 'recipe' && recipe) {
      onAdd({ recipeId: recipe.id, title: recipe.title, servings: amount });
    } else {
      onAdd({ note: note.trim(), servings: amount });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle className="text-xl sm:text-xl">{title}</DialogTitle>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <Tabs value={mode} onValueChange={(value) => setMode(value as 'recipe' | 'note')}>
              <TabsList aria-label={t`What to add`}>
                <TabsTrigger value="recipe">
                  <Trans>Recipe</Trans>
                </TabsTrigger>
                <TabsTrigger value="note">
                  <Trans>Note</Trans>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="recipe" className="mt-3">
                <RecipePicker
                  selectedId={recipe?.id ?? null}
                  onSelect={handleSelect}
                  userId={user.id}
                />
              </TabsContent>
              <TabsContent value="note" className="mt-3 space-y-1.5">
                <Label htmlFor={noteId}>
                  <Trans>Note</Trans>
                </Label>
                <Input
                  id={noteId}
                  value={note}
                  maxLength={PLAN_NOTE_MAX}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder={t`Leftovers, eating out, pizza night…`}
                />
              </TabsContent>
            </Tabs>
            <div className="space-y-1.5">
              <Label htmlFor={servingsId}>
                <Trans>Servings</Trans>
              </Label>
              <ServingsInput id={servingsId} value={servings} onChange={setServings} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!canAdd}>
              <Trans>Add to plan</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
