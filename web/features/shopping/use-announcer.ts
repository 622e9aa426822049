// A polite live region's text: what the user just did, read out by screen readers.
import { useCallback, useState } from 'react';

export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  // The same message twice in a row would not be read again: a no-break space tells them apart.
  const announce = useCallback(
    (next: string) => setMessage((current) => (current === next ? `${next}\u00a0` : next)),
    [],
  );
  return [message, announce];
}
