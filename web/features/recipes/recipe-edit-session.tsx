// The detail dialog's edit mode around the editor: the synced document, undo and redo of one's
// own edits, where the saving stands, and what shows until the document is there.
import { useMemo } from 'react';
import { CloudOff, Redo2, Undo2, WifiOff } from 'lucide-react';
import type { Recipe } from '../../../contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { DocEditorContext, type DocEditor } from '../offline/sync/doc-editor-context';
import { useRecipeDoc, type RecipeDoc } from '../offline/sync/use-recipe-doc';
import { useUndo, type Undo } from '../offline/sync/use-undo';
import { RecipeDetailEditor } from './recipe-detail-editor';

export { SaveStatusText } from '../offline/sync/save-status-text';
import { recipeContentTypes } from './recipe-content';
import { Notice } from '../../components/notice';

/**
 * The recipe's synced document while the dialog is open (for those who may edit), its undo
 * history, and what the editor's fields share. `editor` is null until the document is ready.
 */
export function useRecipeEditSession(recipe: Recipe, enabled: boolean, selfId: string) {
  const recipeDoc = useRecipeDoc(recipe.id, enabled);
  const readyDoc = recipeDoc?.isReady ? recipeDoc.doc : null;
  const undo = useUndo(readyDoc, recipeContentTypes);
  const sync = recipeDoc?.sync;
  const others = recipeDoc?.others;
  const editor = useMemo<DocEditor | null>(
    () =>
      readyDoc && sync && undo && others
        ? {
            doc: readyDoc,
            sync,
            undoManager: undo.manager,
            // This user's other tabs are not someone else.
            others: others.filter((person) => person.userId !== selfId),
          }
        : null,
    [readyDoc, sync, undo, others, selfId],
  );
  return { recipeDoc, undo, editor };
}

/** Undo and Redo of one's own edits (the keyboard's shortcuts do the same). */
export function UndoRedoButtons({ undo }: { undo: Undo | null }) {
  const { t } = useLingui();
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t`Undo`}
        title={t`Undo (Ctrl+Z)`}
        disabled={!undo?.canUndo}
        onClick={() => undo?.manager.undo()}
      >
        <Undo2 className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t`Redo`}
        title={t`Redo (Ctrl+Shift+Z)`}
        disabled={!undo?.canRedo}
        onClick={() => undo?.manager.redo()}
      >
        <Redo2 className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The editor once the document is there; until then, why not. */
export function RecipeEditBody({
  recipeId,
  recipeDoc,
  editor,
}: {
  recipeId: string;
  recipeDoc: RecipeDoc | null;
  editor: DocEditor | null;
}) {
  const { t } = useLingui();
  if (editor) {
    return (
      <DocEditorContext.Provider value={editor}>
        <RecipeDetailEditor recipeId={recipeId} />
      </DocEditorContext.Provider>
    );
  }
  if (recipeDoc?.status === 'offline') {
    return (
      <Notice icon={<WifiOff aria-hidden="true" />} title={t`Not on this device yet`}>
        <Trans>
          This recipe was never opened here while online, so it cannot be edited offline. Connect to
          edit it.
        </Trans>
      </Notice>
    );
  }
  if (recipeDoc?.status === 'unavailable') {
    return (
      <Notice icon={<CloudOff aria-hidden="true" />} title={t`This recipe cannot be edited`}>
        <Trans>It was deleted, or you no longer have access to it.</Trans>
      </Notice>
    );
  }
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm text-stone-600">
      <Spinner /> <Trans>Opening the recipe…</Trans>
    </div>
  );
}
