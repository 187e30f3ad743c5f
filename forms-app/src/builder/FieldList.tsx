import { useEffect, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy
} from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import type { CustomFormField } from '@gia/domain';
import { Button, StatusBadge, useT, type Translate } from '@gia/shared-ui';
import type { ListedField } from './field-list';

export interface FieldListProps {
  fields: readonly ListedField[];
  editingKey: string | null;
  onMove(key: string, step: -1 | 1): void;
  /** Drag and drop (pointer, touch or keyboard): the field at `from` now goes to `to`. */
  onMoveTo(from: number, to: number): void;
  onEdit(key: string): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
}

function describe(t: Translate, field: CustomFormField): string {
  const type = t(`forms.type.${field.type}` as const);
  const parts = [type];
  if (field.type === 'input') parts.push(t(`forms.inputType.${field.inputType ?? 'text'}` as const));
  if (field.options) parts.push(field.options.join(', '));
  if (field.min !== undefined || field.max !== undefined) parts.push(`${field.min ?? '…'} – ${field.max ?? '…'}`);
  if (field.page) parts.push(`${t('forms.page')} ${field.page}`);
  if (field.showIf) parts.push(`${t('forms.showIfField')}: ${field.showIf.label} = ${field.showIf.equals}`);
  return parts.join(' · ');
}

interface RowProps {
  item: ListedField;
  index: number;
  total: number;
  editing: boolean;
  onMove(item: ListedField, index: number, step: -1 | 1): void;
  onEdit(): void;
  onDuplicate(): void;
  onRemove(): void;
}

function SortableRow({ item, index, total, editing, onMove, onEdit, onDuplicate, onRemove }: RowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key
  });
  const label = item.field.label;
  return (
    <li
      ref={setNodeRef}
      className={`gia-card${isDragging ? ' gia-dragging' : ''}`}
      style={{ transform: DndCss.Transform.toString(transform), transition }}
      aria-current={editing || undefined}
    >
      <div className="gia-field-row">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="gia-button gia-button-secondary gia-drag"
          {...attributes}
          {...listeners}
          aria-label={t('forms.dragHandle', { label })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="gia-field-row-body">
          <p style={{ margin: 0, fontWeight: 600 }}>
            {label} {item.field.required && <StatusBadge label={t('forms.requiredBadge')} tone="info" />}
          </p>
          <p className="gia-hint">{describe(t, item.field)}</p>
        </div>
      </div>
      <div className="gia-actions">
        <Button
          variant="secondary"
          data-move={`${item.key}:-1`}
          aria-label={t('forms.moveUp', { label })}
          disabled={index === 0}
          onClick={() => onMove(item, index, -1)}
        >
          {t('forms.moveUpShort')}
        </Button>
        <Button
          variant="secondary"
          data-move={`${item.key}:1`}
          aria-label={t('forms.moveDown', { label })}
          disabled={index === total - 1}
          onClick={() => onMove(item, index, 1)}
        >
          {t('forms.moveDownShort')}
        </Button>
        <Button variant="secondary" aria-label={t('forms.editField', { label })} onClick={onEdit}>
          {t('forms.edit')}
        </Button>
        <Button variant="secondary" aria-label={t('forms.duplicateField', { label })} onClick={onDuplicate}>
          {t('forms.duplicate')}
        </Button>
        <Button variant="danger" aria-label={t('forms.removeField', { label })} onClick={onRemove}>
          {t('forms.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The form's fields in order. Reorder by dragging the handle (mouse, touch, or keyboard: Space, arrows,
 * Space), with dnd-kit announcing each step in the chosen language; or by the Up and Down buttons, after
 * which the focus stays on the moved field's button and the new place is announced.
 */
export function FieldList({ fields, editingKey, onMove, onMoveTo, onEdit, onDuplicate, onRemove }: FieldListProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ key: string; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  );

  useEffect(() => {
    if (!focus || !list.current) return;
    const button = (step: number) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.key}:${step}"]`);
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

  const labelOf = (id: UniqueIdentifier) => fields.find((f) => f.key === id)?.field.label ?? '';
  const placeOf = (id: UniqueIdentifier) => fields.findIndex((f) => f.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('forms.dnd.start', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('forms.dnd.over', { label: labelOf(active.id), n: placeOf(over.id), total: fields.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('forms.dnd.end', { label: labelOf(active.id), n: placeOf(over.id), total: fields.length }) : undefined,
    onDragCancel: ({ active }) => t('forms.dnd.cancel', { label: labelOf(active.id) })
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMoveTo(placeOf(active.id) - 1, placeOf(over.id) - 1);
  }

  if (fields.length === 0) return <p className="gia-hint">{t('forms.noFields')}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('forms.dnd.instructions') } }}
    >
      <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
        <ol ref={list} className="gia-cards">
          {fields.map((item, index) => (
            <SortableRow
              key={item.key}
              item={item}
              index={index}
              total={fields.length}
              editing={item.key === editingKey}
              onMove={move}
              onEdit={() => onEdit(item.key)}
              onDuplicate={() => onDuplicate(item.key)}
              onRemove={() => onRemove(item.key)}
            />
          ))}
        </ol>
      </SortableContext>
      <p className="gia-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </DndContext>
  );
}
