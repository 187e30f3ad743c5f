import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '@gia/shared-ui';

/** One kind's line of `GET /api/v1/admin/data/getRequestCounts`. */
export interface RequestCount {
  kind: string;
  service_type: string;
  pending: number;
  overdue: number;
  dueSoon: number;
}

/** The admin's per-kind counts of pending, overdue and due-soon requests; `reload` reads them again. */
export function useRequestCounts() {
  const [state, setState] = useState<{ counts: RequestCount[]; loading: boolean; error: string | null }>({ counts: [], loading: true, error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    api.get<RequestCount[]>('/admin/data/getRequestCounts').then(
      (res) => { if (current) setState({ counts: Array.isArray(res.data) ? res.data : [], loading: false, error: null }); },
      (error: unknown) => { if (current) setState({ counts: [], loading: false, error: errorMessage(error, '') }); }
    );
    return () => {
      current = false;
    };
  }, [version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
