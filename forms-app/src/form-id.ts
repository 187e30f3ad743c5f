import { useSearchParams } from 'react-router-dom';

/** The form named by `?id=` in the address; null when none or not a form id. */
export function useFormId(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
