import { useEffect, useRef, useState } from 'react';
import type { CustomFormField } from '@gia/domain';
import { Button, StatusBadge, useT, type Translate } from '@gia/shared-ui';
import type { ListedField } from './field-list';

export interface FieldListProps {
  fields: readonly ListedField[];
  editingKey: string | null;
  onMove(key: string, step: -1 | 1): void;
  onEdit(key: string): void;
  onRemove(key: string): void;
}

function describe(t: Translate, field: CustomFormField): string {
  const type = t(`forms.type.${field.type}` as const);
  if (field.type === 'input') return `${type} · ${t(`forms.inputType.${field.inputType ?? 'text'}` as const)}`;
  if (field.type === 'select') return `${type} · ${(field.options ?? []).join(', ')}`;
  return type;
}

/**
 * The form's fields in order, each with move up / move down, edit and remove. After a move the focus
 * stays on the moved field's button and the new place is announced, so reordering works by keyboard.
 */
export function FieldList({ fields, editingKey, onMove, onEdit, onRemove }: FieldListProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ key: string; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus || !list.current) return;
    const button = (step: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.key}:${step}"]`);
    const wanted = button(focus.step);
    // At either end the pressed button is disabled; its partner keeps the focus on this field.
    (wanted && !wanted.disabled ? wanted : button(-focus.step))?.focus();
    setFocus(null);
  }, [fields, focus]);

  function move(item: ListedField, index: number, step: -1 | 1) {
    setFocus({ key: item.key, step });
    setAnnouncement(t('forms.fieldMoved', { label: item.field.label, n: index + step + 1, total: fields.length }));
    onMove(item.key, step);
  }

  if (fields.length === 0) return <p className="gia-hint">{t('forms.noFields')}</p>;
  return (
    <>
      <ol ref={list} className="gia-cards">
        {fields.map((item, index) => (
          <li key={item.key} className="gia-card" aria-current={item.key === editingKey || undefined}>
            <p style={{ margin: 0, fontWeight: 600 }}>
              {item.field.label} {item.field.required && <StatusBadge label={t('forms.requiredBadge')} tone="info" />}
            </p>
            <p className="gia-hint">{describe(t, item.field)}</p>
            <div className="gia-actions">
              <Button
                variant="secondary"
                data-move={`${item.key}:-1`}
                aria-label={t('forms.moveUp', { label: item.field.label })}
                disabled={index === 0}
                onClick={() => move(item, index, -1)}
              >
                {t('forms.moveUpShort')}
              </Button>
              <Button
                variant="secondary"
                data-move={`${item.key}:1`}
                aria-label={t('forms.moveDown', { label: item.field.label })}
                disabled={index === fields.length - 1}
                onClick={() => move(item, index, 1)}
              >
                {t('forms.moveDownShort')}
              </Button>
              <Button variant="secondary" aria-label={t('forms.editField', { label: item.field.label })} onClick={() => onEdit(item.key)}>
                {t('forms.edit')}
              </Button>
              <Button variant="danger" aria-label={t('forms.removeField', { label: item.field.label })} onClick={() => onRemove(item.key)}>
                {t('forms.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p className="gia-visually-hidden" aria-live="polite">{announcement}</p>
    </>
  );
}
