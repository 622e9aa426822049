import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ClipboardPaste } from 'lucide-react';
import type { ImportPasteInput } from '../../../contract';
import { Button } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { OfflineReason, type ConnectionGuard } from '../offline/connection-guard';
import { pastedPageOf } from './import-api';

/** Where pasting stands: turned to after a refusal or not, and the page's address. */
export interface PasteState {
  /** The site refused the URL import, so the form says how to copy the page. */
  refused: boolean;
  source: string;
}

/**
 * Import from pasted text: a recipe's text from anywhere, or a whole page's text or HTML when a
 * site will not let Potluck in, and the page's address if there is one.
 */
export function ImportPasteForm({
  paste,
  onPasteChange,
  onRead,
  isPending,
  disabled,
  connection,
}: {
  paste: PasteState;
  onPasteChange: (change: Partial<PasteState>) => void;
  onRead: (page: ImportPasteInput) => void;
  isPending: boolean;
  /** Another import is running. */
  disabled: boolean;
  connection: ConnectionGuard;
}) {
  const { t } = useLingui();
  const [pasted, setPasted] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pasted.trim()) return;
    onRead(pastedPageOf(pasted, paste.source));
  }

  return (
    <form id="import-paste-form" onSubmit={handleSubmit} noValidate className="space-y-4">
      {paste.refused ? (
        <p className="text-sm text-stone-700" role="status">
          <Trans>
            That site did not let Potluck read the page. Open it in your browser, select all (Ctrl+A
            or ⌘A), copy, and paste it below.
          </Trans>
        </p>
      ) : null}
      <FormField
        id="import-paste"
        label={t`Recipe text or page`}
        hint={t`Paste a recipe from anywhere: a title, then the ingredients and the steps, one per line. A whole page copied from a site that won't let us in works too.`}
      >
        <Textarea
          id="import-paste"
          rows={6}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={t`Lemon Drizzle Cake\n\nIngredients\n225 g butter\n...\n\nMethod\nHeat the oven...`}
          aria-describedby={fieldMessageId('import-paste')}
        />
      </FormField>
      <FormField id="import-paste-source" label={t`Page address (optional)`}>
        <Input
          id="import-paste-source"
          type="url"
          inputMode="url"
          placeholder="https://example.com/lemon-drizzle-cake"
          value={paste.source}
          onChange={(event) => onPasteChange({ source: event.target.value })}
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={!pasted.trim() || disabled || connection.isOffline}
          pending={isPending}
          pendingLabel={t`Reading`}
          {...connection.reasonProps}
        >
          <ClipboardPaste aria-hidden="true" />
          {isPending ? <Trans>Reading...</Trans> : <Trans>Read Recipe</Trans>}
        </Button>
      </div>
      <OfflineReason guard={connection} visible>
        {t`Reading pasted text needs a connection. You can still type the recipe in on the Manual Entry tab.`}
      </OfflineReason>
    </form>
  );
}
