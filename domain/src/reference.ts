import { indiaDate } from './workflow';

/** A request's reference as people read it aloud and search for it: `GIA-2026-000042`. */
export const REFERENCE_PATTERN = /^GIA-\d{4}-\d{6,}$/;

/**
 * The reference of request `id` submitted at `createdAtIso`: the year of submission in India time and
 * the id, zero-padded to six digits (longer ids keep every digit). Migration 006 writes the same text.
 */
export function formatReference(id: number, createdAtIso: string): string {
  return `GIA-${indiaDate(createdAtIso).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** Whether a text is written like a reference (upper case, as handed out). */
export function isReference(text: string): boolean {
  return REFERENCE_PATTERN.test(text);
}
