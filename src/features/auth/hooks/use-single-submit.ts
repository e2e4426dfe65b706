import { useCallback, useRef } from 'react';

/**
 * Wraps a form's submit so a double click (or Enter pressed twice) sends one request: the lock is taken
 * before the request and released only when it fails, because success navigates away.
 */
export function useSingleSubmit<Values>(send: (values: Values) => Promise<unknown>) {
  const busy = useRef(false);
  return useCallback(
    async (values: Values) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await send(values);
      } catch {
        // The mutation's onError has already told the person; let them try again.
        busy.current = false;
      }
    },
    [send],
  );
}
