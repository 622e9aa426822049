import { useCallback, useEffect, useState } from 'react';
import { Globe, PenLine, X } from 'lucide-react';
import type { CreateRecipeInput } from '../../../contract';
import { imageVariantPath } from '../../../contract/image-values';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { isNetworkError, onlineStatus } from '../../lib/online';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { useCurrentUser } from '../auth/use-auth';
import { ImageUpload } from '../objects/image-upload';
import { saveRecipeDraft } from '../offline/drafts';
import { clearPendingPreview, peekPendingPreview } from './add-recipe-store';
import { ImportRecipePanel, type ImportChoice } from '../import/import-recipe-panel';
import {
  EMPTY_NEW_RECIPE,
  formFromImport,
  toCreateRecipeInput,
  validateNewRecipe,
  type ImportedExtras,
  type NewRecipeForm,
} from './new-recipe-form';
import { toastRecipeNotAdded } from './recipe-limit-toast';
import { useCreateRecipe } from './use-recipes';

type Tab = 'manual' | 'import';
const FORM_ID = 'new-recipe-form';

interface AddRecipeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add New Recipe: type it in, or import it from a web page and check it before saving. */
export default function AddRecipeDialog({ open, onOpenChange }: AddRecipeDialogProps) {
  const user = useCurrentUser();
  const createRecipe = useCreateRecipe();
  // A preview sent by the bookmarklet opens the dialog on the import tab, showing it.
  const [handedOver] = useState(peekPendingPreview);
  useEffect(clearPendingPreview, []);
  const [tab, setTab] = useState<Tab>(handedOver ? 'import' : 'manual');
  // The imported page's picture: shown as copied, or why the recipe goes without it.
  const [importedPicture, setImportedPicture] = useState<'copied' | 'failed' | null>(null);
  const [extras, setExtras] = useState<ImportedExtras>({});
  const form = useForm({
    initialValues: EMPTY_NEW_RECIPE,
    fieldId: (field) => `new-recipe-${field}`,
    validate: validateNewRecipe,
    onValid: saveRecipe,
  });
  const { errors, field } = form;

  const handleImageUploaded = useCallback(
    (objectPath: string) => setExtras((current) => ({ ...current, imageUrl: objectPath })),
    [],
  );
  const handleImageCleared = useCallback(
    () => setExtras((current) => ({ ...current, imageUrl: null })),
    [],
  );

  function handleUseImport({ preview, imageFailed }: ImportChoice) {
    const filled = formFromImport(preview);
    form.reset(filled.form);
    setExtras(filled.extras);
    setImportedPicture(imageFailed ? 'failed' : preview.imageUrl ? 'copied' : null);
    setTab('manual');
  }

  async function saveRecipe(values: NewRecipeForm) {
    const input = toCreateRecipeInput(values, extras);
    try {
      // Offline, or no answer from the server: kept on this device and sent later (drafts.ts).
      if (onlineStatus.isOnline()) {
        await createRecipe.mutateAsync(input).catch(async (error: unknown) => {
          if (!isNetworkError(error)) throw error;
          await keepOnDevice(input);
        });
      } else {
        await keepOnDevice(input);
      }
      form.reset(EMPTY_NEW_RECIPE);
      setExtras({});
      setImportedPicture(null);
      onOpenChange(false);
    } catch (error) {
      toastRecipeNotAdded(error, { title: 'Error', description: 'Failed to create recipe' });
    }
  }

  async function keepOnDevice(input: CreateRecipeInput) {
    await saveRecipeDraft(user.id, input);
    toast({
      title: 'Saved on this device',
      description: "It's added to your recipes as soon as you're back online.",
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="max-w-2xl">
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <DialogHeader>
            <DialogTitle>Add New Recipe</DialogTitle>
            <DialogDescription>
              Type in a recipe, or bring one in from a web page, pasted text or a photo.
            </DialogDescription>
            <TabsList className="mt-4">
              <TabsTrigger value="manual">
                <PenLine aria-hidden="true" />
                Manual Entry
              </TabsTrigger>
              <TabsTrigger value="import">
                <Globe aria-hidden="true" />
                Import from URL
              </TabsTrigger>
            </TabsList>
          </DialogHeader>
          <DialogBody>
            <TabsContent value="manual">
              <form id={FORM_ID} onSubmit={form.handleSubmit} noValidate className="space-y-5">
                <FormField id="new-recipe-title" label="Recipe Title *" error={errors.title}>
                  <Input {...field('title')} placeholder="Grandma's apple pie" />
                </FormField>
                <FormField id="new-recipe-description" label="Description">
                  <Textarea
                    {...field('description')}
                    rows={2}
                    placeholder="What makes it special?"
                  />
                </FormField>
                <div className="grid grid-cols-3 gap-3 sm:gap-5">
                  <FormField id="new-recipe-prepTime" label="Prep (min)" error={errors.prepTime}>
                    <Input {...field('prepTime')} inputMode="numeric" placeholder="15" />
                  </FormField>
                  <FormField id="new-recipe-cookTime" label="Cook (min)" error={errors.cookTime}>
                    <Input {...field('cookTime')} inputMode="numeric" placeholder="45" />
                  </FormField>
                  <FormField id="new-recipe-servings" label="Servings" error={errors.servings}>
                    <Input
                      {...field('servings')}
                      maxLength={RECIPE_LIMITS.servings}
                      placeholder="4"
                    />
                  </FormField>
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField
                    id="new-recipe-ingredients"
                    label="Ingredients * (one per line)"
                    error={errors.ingredients}
                  >
                    <Textarea
                      {...field('ingredients')}
                      rows={6}
                      placeholder={'2 cups flour\n1 tsp salt'}
                    />
                  </FormField>
                  <FormField
                    id="new-recipe-steps"
                    label="Instructions * (one per line)"
                    error={errors.steps}
                  >
                    <Textarea
                      {...field('steps')}
                      rows={6}
                      placeholder={'Preheat the oven\nMix the dry ingredients'}
                    />
                  </FormField>
                </div>
                <FormField id="new-recipe-tags" label="Tags (comma separated)">
                  <Input {...field('tags')} placeholder="dessert, baking, family" />
                </FormField>
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-stone-800">Image</p>
                  {extras.imageUrl && importedPicture === 'copied' ? (
                    <ImportedPicture
                      objectPath={extras.imageUrl}
                      onRemove={() => {
                        handleImageCleared();
                        setImportedPicture(null);
                      }}
                    />
                  ) : (
                    <ImageUpload
                      id="new-recipe-image"
                      onUploaded={handleImageUploaded}
                      onCleared={handleImageCleared}
                    />
                  )}
                  {importedPicture === 'failed' ? (
                    <p className="text-xs text-stone-500" role="status">
                      The page&apos;s picture could not be copied, so the recipe is saved without
                      it. You can add a photo here.
                    </p>
                  ) : null}
                </div>
                {extras.sourceUrl ? (
                  <p className="text-xs text-stone-500">
                    Imported from <span className="break-all">{extras.sourceUrl}</span>
                  </p>
                ) : null}
              </form>
            </TabsContent>
            <TabsContent value="import">
              <ImportRecipePanel onUse={handleUseImport} initialPreview={handedOver} />
            </TabsContent>
          </DialogBody>
          {tab === 'manual' ? (
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={FORM_ID}
                pending={createRecipe.isPending}
                pendingLabel="Saving"
              >
                Save Recipe
              </Button>
            </DialogFooter>
          ) : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

/** The picture copied from the imported page, with a way to drop it. */
function ImportedPicture({ objectPath, onRemove }: { objectPath: string; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
      <img
        src={imageVariantPath(objectPath, 'card')}
        alt="As shown on the imported page"
        className="size-16 shrink-0 rounded-xl object-cover"
      />
      <p className="min-w-0 flex-1 text-sm text-stone-700">Picture from the imported page</p>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <X aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}
