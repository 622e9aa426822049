import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { IMPORT_FILE_SOURCES } from '../../contract/import-file-values';
import { PageHeading } from '../shell/app-layout';
import { Button, buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ProgressBar } from '../components/ui/progress-bar';
import { FileDrop } from '../features/import/file-drop';
import { ImportChoice } from '../features/import/import-choice';
import { useFileImport, type FileImportState } from '../features/import/use-file-import';
import { OfflineReason, useConnectionGuard } from '../features/offline/connection-guard';

/**
 * Import Recipes: bring a whole collection from another app (or a Potluck export) in one go.
 * Choose the file, see what it holds, choose what to import.
 */
export default function ImportRecipesPage() {
  const { state, open, cancel, importItems, restart } = useFileImport();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title={t`Import Recipes`}
        description={t`Bring your recipes from another app, or from a Potluck export.`}
      />
      <ImportStep
        state={state}
        onFile={open}
        onCancel={cancel}
        onImport={importItems}
        onRestart={restart}
      />
    </div>
  );
}

function ImportStep({
  state,
  onFile,
  onCancel,
  onImport,
  onRestart,
}: {
  state: FileImportState;
  onFile: (file: File) => void;
  onCancel: () => void;
  onImport: (items: number[]) => Promise<unknown>;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  switch (state.step) {
    case 'choose':
      return <ChooseFile error={state.error} onFile={onFile} />;
    case 'sending':
    case 'reading': {
      const percent = Math.round(state.step === 'sending' ? state.fraction * 100 : 0);
      return (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="font-semibold text-stone-900">{state.fileName}</h2>
          <ProgressBar
            label={state.step === 'sending' ? t`Sending the file` : t`Reading the file`}
            percent={state.step === 'sending' ? Math.round(state.fraction * 100) : null}
          />
          <p className="text-sm text-stone-600" aria-live="polite">
            {state.step === 'sending' ? (
              <Trans>Sending… {percent}%</Trans>
            ) : (
              <Trans>Reading the recipes in it…</Trans>
            )}
          </p>
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Card>
      );
    }
    case 'preview':
    case 'importing':
      return (
        <ImportChoice
          fileName={state.sent.fileName}
          preview={state.preview}
          isImporting={state.step === 'importing'}
          onImport={onImport}
          onCancel={onCancel}
        />
      );
    case 'done':
      return <ImportDone fileName={state.fileName} result={state.result} onRestart={onRestart} />;
  }
}

function ChooseFile({ error, onFile }: { error: string | null; onFile: (file: File) => void }) {
  const connection = useConnectionGuard();
  const sourcesId = useId();
  const { t } = useLingui();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div id={sourcesId} className="space-y-2 text-sm text-stone-700">
        <p>
          <Trans>Potluck reads the export files of:</Trans>
        </p>
        <ul className="flex flex-wrap gap-2">
          {IMPORT_FILE_SOURCES.map((source) => (
            <li
              key={source}
              translate="no"
              className="rounded-full bg-stone-100 px-3 py-1 text-stone-700"
            >
              {source}
            </li>
          ))}
          <li className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">
            <Trans>schema.org Recipe JSON or JSON-LD</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You choose which recipes to import before anything is saved. Photos come along; recipes
            you already have are marked.
          </Trans>
        </p>
      </div>
      <FileDrop disabled={connection.isOffline} onFile={onFile} describedBy={sourcesId} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <OfflineReason guard={connection} visible>
        {t`Importing needs a connection`}
      </OfflineReason>
    </Card>
  );
}

function ImportDone({
  fileName,
  result,
  onRestart,
}: {
  fileName: string;
  result: {
    imported: { id: string; title: string }[];
    failed: { index: number; title: string; error: string }[];
  };
  onRestart: () => void;
}) {
  const count = result.imported.length;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-sage-700" aria-hidden="true" />
        <div role="status">
          <h2 className="text-lg font-semibold text-stone-900">
            <Plural value={count} one="# recipe imported" other="# recipes imported" />
          </h2>
          <p className="text-sm text-stone-600">
            <Trans>From {fileName}. They are private until you share them.</Trans>
          </p>
        </div>
      </div>
      {result.failed.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-stone-900">
            <Trans>Not imported</Trans>
          </h3>
          <ul className="space-y-1 text-sm text-red-700">
            {result.failed.map((item) => (
              <li key={item.index}>
                <span className="font-medium">{item.title}</span>: {item.error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link href="/" className={buttonVariants()}>
          <Trans>Go to My Recipes</Trans>
        </Link>
        <Button variant="outline" onClick={onRestart}>
          <Trans>Import Another File</Trans>
        </Button>
      </div>
    </Card>
  );
}
