/**
 * The one view of a record's value (issue 16), used by tables, the record drawer, its history
 * and transaction details: booleans as §2's round green and red tags, references as their name
 * (a link to the record where it has a page), long ids shortened with a copy button and the full
 * id on hover, lists as lists, flat objects as their fields. Never JSON.
 */
import { Button, Classes, Intent } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { displayValue } from '../tables/fields.js';
import { AppLink } from '../ui/AppLink.js';
import { showFailure, showSuccess } from '../ui/toaster.js';
import { CompanyName } from './CompanyName.js';
import { readValue } from './readValue.js';
import './values.css';

export interface ValueViewProps {
  value: unknown;
  /** The value's field (a dotted path): says which resource a reference points to. */
  field?: string;
}

/** Lists longer than this (a bulk transaction's thousands of ids) show their first items and how many more. */
const LIST_LIMIT = 50;

/** Copies a text and says so; a copy button inside a clickable row must not pick the row too. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess(`Copied ${text}`);
  } catch {
    showFailure(`Could not copy ${text}`);
  }
}

/**
 * A table picks its row on a native mousedown, before the click: stopped on the button itself,
 * the mousedown leaves the click to the copy (the row's drawer does not open over it).
 */
const keepMouseDown = (button: HTMLElement | null) =>
  button?.addEventListener('mousedown', (event) => event.stopPropagation());

/** A long id, shortened, with the full id on hover and a button that copies it. */
export function ShortId({ id, short }: { id: string; short: string }) {
  const onCopy = (event: MouseEvent) => {
    event.stopPropagation();
    void copy(id);
  };
  return (
    <span className="value-id" title={id}>
      <code>{short}</code>
      <Button
        size="small"
        variant="minimal"
        icon="duplicate"
        className="value-copy"
        ref={keepMouseDown}
        aria-label={`Copy ${id}`}
        title={`Copy ${id}`}
        onClick={onCopy}
      />
    </span>
  );
}

/**
 * A boolean as a round tag: green "Yes", red "No" (§2). Blueprint's Tag markup with its classes,
 * not the Tag component: its Text measures itself and sets state in a layout effect on every
 * mount, and a table scrolled fast mounts tags in every frame — each such commit scheduled
 * another, until React stopped the table at its nested-update limit (error #185) and it froze.
 */
export function BooleanTag({ value }: { value: boolean }) {
  const intent = Classes.intentClass(value ? Intent.SUCCESS : Intent.DANGER);
  return (
    <span className={`${Classes.TAG} ${intent} ${Classes.ROUND} value-boolean`}>
      <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{value ? 'Yes' : 'No'}</span>
    </span>
  );
}

/** A value of a record as people read it. */
export function ValueView({ value, field }: ValueViewProps) {
  const shape = readValue(value, field);
  switch (shape.kind) {
    case 'empty':
      return <span className={Classes.TEXT_MUTED}>—</span>;
    case 'boolean':
      return <BooleanTag value={shape.value} />;
    case 'id':
      return <ShortId id={shape.value} short={shape.short} />;
    case 'text':
      return <span className="value-text">{displayValue(shape.value)}</span>;
    case 'reference': {
      // A company known by its code only reads by its name, looked up.
      const name =
        shape.code && shape.href?.startsWith('/admin/companies/') ? <CompanyName code={shape.code} /> : shape.name;
      return <span className="value-reference">{shape.href ? <AppLink href={shape.href}>{name}</AppLink> : name}</span>;
    }
    case 'list': {
      const shown = shape.items.slice(0, LIST_LIMIT);
      const more = shape.items.length - shown.length;
      return (
        <ul className="value-list">
          {shown.map((item, i) => (
            <li key={i}>
              <ValueView value={item} />
            </li>
          ))}
          {more > 0 && <li className={Classes.TEXT_MUTED}>and {more} more</li>}
        </ul>
      );
    }
    case 'fields':
      return (
        <span className="value-fields">
          {shape.entries.map(([key, item]) => (
            <span key={key} className="value-field">
              <span className={Classes.TEXT_MUTED}>{`${key}:`}</span> <ValueView value={item} field={key} />
            </span>
          ))}
        </span>
      );
  }
}
