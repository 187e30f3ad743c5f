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
  return moveTo(list, from, from + step);
}

/** Moves the field at `from` to `to` (drag and drop); unchanged when either is out of range. */
export function moveTo(list: readonly ListedField[], from: number, to: number): ListedField[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

/** Whether another field (not `exceptKey`) already has this label; compared as the server does, trimmed and ignoring case. */
export function labelTaken(list: readonly ListedField[], label: string, exceptKey: string | null): boolean {
  const wanted = label.trim().toLowerCase();
  return list.some((item) => item.key !== exceptKey && item.field.label.trim().toLowerCase() === wanted);
}

/**
 * A copy of the field right after it, labelled "<label> (copy n)" with the first n no field has; a
 * `showIf` pointing at it is not copied along (other fields still depend on the original).
 */
export function duplicateField(
  list: readonly ListedField[],
  key: string,
  copyLabel: (label: string, n: number) => string
): ListedField[] {
  const at = list.findIndex((item) => item.key === key);
  if (at < 0) return [...list];
  const original = list[at].field;
  let n = 1;
  while (labelTaken(list, copyLabel(original.label, n), null)) n += 1;
  const copy = listed({
    ...original,
    label: copyLabel(original.label, n),
    ...(original.options ? { options: [...original.options] } : {})
  });
  return [...list.slice(0, at + 1), copy, ...list.slice(at + 1)];
}
