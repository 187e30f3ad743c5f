import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@gia/shared-ui';

export interface Loaded<T> {
  data: T | null;
  /** Why the load failed, in words (the server's message when it sent one). */
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** Runs `load` now and whenever `key` changes; an answer that arrives after a newer load started is dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string, fallbackError: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: null, error: errorMessage(error, fallbackError), loading: false })
    );
    return () => { current = false; };
    // `load` is a fresh closure each render; `key` and `round` say when to load again.
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
