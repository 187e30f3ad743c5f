import type { CustomFormField } from '@gia/domain';

/** A field in the builder's local list, with a key that stays with it while it moves. */
export interface ListedField {
  key: string;
  field: CustomFormField;
}

let nextKey = 1;

export function listed(field: CustomFormField): ListedField {
  return { key: `field-${nextKey++}`, field };
}

export function replaceField(list: readonly ListedField[], key: string, field: CustomFormField): ListedField[] {
  return list.map((item) => (item.key === key ? { key, field } : item));
}

export function removeField(list: readonly ListedField[], key: string): ListedField[] {
  return list.filter((item) => item.key !== key);
}

/** Moves a field one place up (-1) or down (+1); unchanged at either end. */
export function moveField(list: readonly ListedField[], key: string, step: -1 | 1): ListedField[] {
  const from = list.findIndex((item) => item.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

/** Whether another field (not `exceptKey`) already has this label; compared as the server does, trimmed and ignoring case. */
export function labelTaken(list: readonly ListedField[], label: string, exceptKey: string | null): boolean {
  const wanted = label.trim().toLowerCase();
  return list.some((item) => item.key !== exceptKey && item.field.label.trim().toLowerCase() === wanted);
}
