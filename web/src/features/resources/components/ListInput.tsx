/**
 * An array of simple values in the generic form: a check box per allowed value for enum items,
 * else a tag input (Enter, comma or paste adds, Backspace removes) whose tags turn red when the
 * item's zod model refuses them. The whole array is checked with the model again on submit.
 */
import { Button, Checkbox, Intent, TagInput } from '@blueprintjs/core';
import type { FieldInfo } from '../../../kit/tables/fields.js';

export interface ListInputProps {
  id: string;
  field: FieldInfo;
  label: string;
  values: readonly string[];
  intent: Intent;
  onChange: (values: string[]) => void;
}

/** Whether one item passes the item's model (numbers are checked as numbers). */
function itemIsValid(field: FieldInfo, item: string): boolean {
  const element = field.element;
  if (!element) return true;
  const value = element.kind === 'number' ? (item.trim() === '' ? Number.NaN : Number(item)) : item;
  return element.source.safeParse(value).success;
}

/** The list control of an array field of text, numbers or enum members. */
export function ListInput({ id, field, label, values, intent, onChange }: ListInputProps) {
  const options = field.element?.kind === 'enum' ? (field.element.options ?? []) : null;
  if (options) {
    const chosen = new Set(values);
    return (
      <div id={id} role="group" aria-label={label} className="list-input-options">
        {options.map((option) => (
          <Checkbox
            key={option}
            inline
            label={option}
            checked={chosen.has(option)}
            // Kept in the model's order, whatever order they were ticked in.
            onChange={(e) => onChange(options.filter((o) => (o === option ? e.currentTarget.checked : chosen.has(o))))}
          />
        ))}
      </div>
    );
  }
  const add = (items: readonly string[]) => {
    const next = [...values];
    for (const raw of items) {
      const item = raw.trim();
      if (item && !next.includes(item)) next.push(item);
    }
    onChange(next);
  };
  return (
    <TagInput
      fill
      addOnBlur
      addOnPaste
      intent={intent}
      values={[...values]}
      inputProps={{ id, 'aria-label': label, inputMode: field.element?.kind === 'number' ? 'decimal' : undefined }}
      placeholder="Type a value, then Enter"
      tagProps={(_value, index) => ({
        minimal: true,
        intent: itemIsValid(field, values[index] ?? '') ? Intent.NONE : Intent.DANGER,
      })}
      onAdd={add}
      // Enter with text adds a tag; it must not also submit the form the input sits in.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && (event.target as HTMLInputElement).value)
          event.preventDefault();
      }}
      onRemove={(_value, index) => onChange(values.filter((_, i) => i !== index))}
      rightElement={
        values.length > 0 ? (
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={`Clear ${label}`}
            onClick={() => onChange([])}
          />
        ) : undefined
      }
    />
  );
}
