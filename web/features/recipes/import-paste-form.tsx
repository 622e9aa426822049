import { useState, type FormEvent } from 'react';
import { ClipboardPaste } from 'lucide-react';
import type { ImportPasteInput } from '../../../contract';
import { Button } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import type { ConnectionGuard } from '../offline/connection-guard';
import { pastedPageOf } from './import-api';

/** Where the paste fallback stands: open or not, opened by a refusal, and the page's address. */
export interface PasteState {
  open: boolean;
  /** The site refused the URL import, so the form says how to copy the page. */
  refused: boolean;
  source: string;
}

/**
 * "Site won't let us in? Paste the page instead": the page's text or HTML, and its address. The
 * pasted text is kept while the form is folded away.
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
  const [pasted, setPasted] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pasted.trim()) return;
    onRead(pastedPageOf(pasted, paste.source));
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-stone-50/60">
      <button
        type="button"
        onClick={() => onPasteChange({ open: !paste.open })}
        aria-expanded={paste.open}
        aria-controls="import-paste-form"
        className="flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-medium text-stone-800 hover:bg-stone-100/70"
      >
        <ClipboardPaste className="size-4 text-brand-600" aria-hidden="true" />
        Site won&apos;t let us in? Paste the page instead
      </button>
      {paste.open ? (
        <form
          id="import-paste-form"
          onSubmit={handleSubmit}
          noValidate
          className="space-y-4 border-t border-stone-200 px-4 pt-3 pb-4"
        >
          {paste.refused ? (
            <p className="text-sm text-stone-700" role="status">
              That site did not let Potluck read the page. Open it in your browser, select all
              (Ctrl+A or ⌘A), copy, and paste it below.
            </p>
          ) : null}
          <FormField
            id="import-paste"
            label="Page text or HTML"
            hint="The recipe's text works: a title, then the ingredients and the steps, one per line."
          >
            <Textarea
              id="import-paste"
              rows={6}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              placeholder={
                'Lemon Drizzle Cake\n\nIngredients\n225 g butter\n...\n\nMethod\nHeat the oven...'
              }
              aria-describedby={fieldMessageId('import-paste')}
            />
          </FormField>
          <FormField id="import-paste-source" label="Page address (optional)">
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
              variant="outline"
              disabled={!pasted.trim() || disabled || connection.isOffline}
              pending={isPending}
              pendingLabel="Reading"
              {...connection.reasonProps}
            >
              <ClipboardPaste aria-hidden="true" />
              {isPending ? 'Reading...' : 'Read Recipe'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
