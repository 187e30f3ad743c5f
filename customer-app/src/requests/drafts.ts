import { useEffect, useRef } from 'react';
import type { FormValues } from '@gia/shared-ui/requests';

/**
 * What a customer typed into a long form, kept in this browser per account and kind (documents as the
 * addresses of their uploads) until they submit or discard it, so a closed tab or a lost signal loses nothing.
 */
const PREFIX = 'gia-draft';

export function draftKey(accountId: number | undefined, kindKey: string, reference?: string): string | null {
  if (accountId === undefined) return null;
  return [PREFIX, accountId, kindKey, reference].filter(Boolean).join(':');
}

export function readDraft(key: string | null): FormValues | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as FormValues) : null;
  } catch {
    return null;
  }
}

export function discardDraft(key: string | null): void {
  if (key) window.localStorage.removeItem(key);
}

/** Saves the values as the person types (only once they differ from where the form started). */
export function useDraftSaving(key: string | null, values: FormValues, changed: boolean): void {
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!key || !changed) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(key, JSON.stringify(latest.current));
      } catch {
        // A full or forbidden storage only costs the draft, never the form.
      }
    }, 300);
    return () => window.clearTimeout(timer);
  }, [key, values, changed]);
}
