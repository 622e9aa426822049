import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Globe } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { OfflineReason, type ConnectionGuard } from '../offline/connection-guard';

/** Recipe URL and Import: hands on the trimmed address, or asks for one. */
export function ImportUrlForm({
  onImport,
  isPending,
  disabled,
  connection,
}: {
  onImport: (url: string) => void;
  isPending: boolean;
  /** Another import is running. */
  disabled: boolean;
  connection: ConnectionGuard;
}) {
  const { t } = useLingui();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) return setError(t`Please enter a URL`);
    setError(undefined);
    onImport(trimmed);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-1.5">
      <FormField
        id="import-url"
        label={t`Recipe URL`}
        error={error}
        hint={t`Paste the address of a recipe page. We'll pick out the ingredients and steps.`}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="import-url"
            type="url"
            inputMode="url"
            placeholder="https://example.com/best-lasagna"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldMessageId('import-url')}
          />
          <Button
            type="submit"
            disabled={!url.trim() || disabled || connection.isOffline}
            pending={isPending}
            pendingLabel={t`Importing`}
            className="sm:w-32"
            {...connection.reasonProps}
          >
            <Globe aria-hidden="true" />
            {isPending ? <Trans>Importing...</Trans> : <Trans>Import</Trans>}
          </Button>
        </div>
      </FormField>
      <OfflineReason guard={connection} visible>
        {t`Importing needs a connection. You can still type the recipe in on the Manual Entry tab.`}
      </OfflineReason>
    </form>
  );
}
