import { useCallback, useEffect, useState } from 'react';
import { Globe, PenLine, X } from 'lucide-react';
import type { CreateRecipeInput } from '../../../contract';
import { imageVariantPath } from '../../../contract/image-values';
import { RECIPE_LIMITS } from '../../../contract/recipe-values';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
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
    validate: (values) => validateNewRecipe(values, i18n),
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

  const sourceUrl = extras.sourceUrl;

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
      toastRecipeNotAdded(error, { title: t`Error`, description: t`Failed to create recipe` });
    }
  }

  async function keepOnDevice(input: CreateRecipeInput) {
    await saveRecipeDraft(user.id, input);
    toast({
      title: t`Saved on this device`,
      description: t`It's added to your recipes as soon as you're back online.`,
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
            <DialogTitle>
              <Trans>Add New Recipe</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Type in a recipe, or bring one in from a web page, pasted text or a photo.
              </Trans>
            </DialogDescription>
            <TabsList className="mt-4">
              <TabsTrigger value="manual">
                <PenLine aria-hidden="true" />
                <Trans>Manual Entry</Trans>
              </TabsTrigger>
              <TabsTrigger value="import">
                <Globe aria-hidden="true" />
                <Trans>Import from URL</Trans>
              </TabsTrigger>
            </TabsList>
          </DialogHeader>
          <DialogBody>
            <TabsContent value="manual">
              <form id={FORM_ID} onSubmit={form.handleSubmit} noValidate className="space-y-5">
                <FormField id="new-recipe-title" label={t`Recipe Title *`} error={errors.title}>
                  <Input {...field('title')} placeholder={t`Grandma's apple pie`} />
                </FormField>
                <FormField id="new-recipe-description" label={t`Description`}>
                  <Textarea
                    {...field('description')}
                    rows={2}
                    placeholder={t`What makes it special?`}
                  />
                </FormField>
                <div className="grid grid-cols-3 gap-3 sm:gap-5">
                  <FormField id="new-recipe-prepTime" label={t`Prep (min)`} error={errors.prepTime}>
                    <Input {...field('prepTime')} inputMode="numeric" placeholder="15" />
                  </FormField>
                  <FormField id="new-recipe-cookTime" label={t`Cook (min)`} error={errors.cookTime}>
                    <Input {...field('cookTime')} inputMode="numeric" placeholder="45" />
                  </FormField>
                  <FormField id="new-recipe-servings" label={t`Servings`} error={errors.servings}>
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
                    label={t`Ingredients * (one per line)`}
                    error={errors.ingredients}
                  >
                    <Textarea
                      {...field('ingredients')}
                      rows={6}
                      placeholder={t`2 cups flour\n1 tsp salt`}
                    />
                  </FormField>
                  <FormField
                    id="new-recipe-steps"
                    label={t`Instructions * (one per line)`}
                    error={errors.steps}
                  >
                    <Textarea
                      {...field('steps')}
                      rows={6}
                      placeholder={t`Preheat the oven\nMix the dry ingredients`}
                    />
                  </FormField>
                </div>
                <FormField id="new-recipe-tags" label={t`Tags (comma separated)`}>
                  <Input {...field('tags')} placeholder={t`dessert, baking, family`} />
                </FormField>
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-stone-800">
                    <Trans>Image</Trans>
                  </p>
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
                      <Trans>
                        The page&apos;s picture could not be copied, so the recipe is saved without
                        it. You can add a photo here.
                      </Trans>
                    </p>
                  ) : null}
                </div>
                {sourceUrl ? (
                  <p className="text-xs text-stone-500">
                    <Trans>
                      Imported from <span className="break-all">{sourceUrl}</span>
                    </Trans>
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
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                form={FORM_ID}
                pending={createRecipe.isPending}
                pendingLabel={t`Saving`}
              >
                <Trans>Save Recipe</Trans>
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
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3">
      <img
        src={imageVariantPath(objectPath, 'card')}
        alt={t`As shown on the imported page`}
        className="size-16 shrink-0 rounded-xl object-cover"
      />
      <p className="min-w-0 flex-1 text-sm text-stone-700">
        <Trans>Picture from the imported page</Trans>
      </p>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <X aria-hidden="true" />
        <Trans>Remove</Trans>
      </Button>
    </div>
  );
}
