// Where a file to import is chosen: a button that opens the file picker, and the same area takes
// a file dropped on it.
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { IMPORT_FILE_ACCEPT } from '../../../contract/import-file-values';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export function FileDrop({
  disabled,
  onFile,
  describedBy,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isOver, setOver] = useState(false);

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-10 text-center transition-colors',
        isOver && 'border-brand-500 bg-brand-50',
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
        <FileUp className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-stone-700">
        <Trans>Drop the export file here, or</Trans>
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMPORT_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <Trans>Choose a File</Trans>
      </Button>
    </div>
  );
}
