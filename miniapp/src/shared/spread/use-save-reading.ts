/**
 * Saving a reading and taking it back: the one request the reveal's Save and the reading's page share,
 * with its busy state and the error toast; `announce` also says the new state in a toast.
 */
import { useState } from 'react';
import { call, rpc } from '../../lib/api.js';
import { errorMessage } from '../../lib/error-message.js';
import { toast } from '../../lib/toasts.js';

export function useSaveReading(
  id: string,
  saved: boolean,
  onSaved: (saved: boolean) => void,
  announce?: (saved: boolean) => string,
) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const next = saved
        ? await call(rpc.readings[':id'].save.$delete({ param: { id } }))
        : await call(rpc.readings[':id'].save.$post({ param: { id } }));
      onSaved(next.saved);
      if (announce) toast({ title: announce(next.saved) });
    } catch (e) {
      toast({ title: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, toggle: () => void toggle() };
}
