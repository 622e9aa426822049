import { useEffect, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';

/**
 * The print view's bar (not printed itself): the photo is optional, and the browser's print
 * dialog opens once the page has settled. Scale and units are those chosen on screen.
 */
export function PrintBar({
  withPhoto,
  onWithPhotoChange,
}: {
  withPhoto: boolean;
  onWithPhotoChange: (withPhoto: boolean) => void;
}) {
  const photoId = useId();
  useEffect(() => {
    const timer = setTimeout(() => window.print(), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-stone-100 p-3 print:hidden">
      <div className="flex items-center gap-2">
        <Checkbox
          id={photoId}
          checked={withPhoto}
          onCheckedChange={(state) => onWithPhotoChange(state === true)}
        />
        <label htmlFor={photoId} className="text-sm text-stone-700">
          <Trans>Include photo</Trans>
        </label>
      </div>
      <Button size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        <Trans>Print</Trans>
      </Button>
    </div>
  );
}
