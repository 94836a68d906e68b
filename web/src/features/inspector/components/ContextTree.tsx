/**
 * An actor's context as a tree a developer can read: one line per field (`key: value`), objects and
 * arrays folded open to two levels and collapsible (native <details>, so keyboard and screen readers
 * work without more code), long strings and long arrays cut with what was left out said.
 */
import { Classes } from '@blueprintjs/core';

export interface ContextTreeProps {
  value: unknown;
  /** Levels open at first (deeper ones start folded). */
  openDepth?: number;
  label?: string;
}

/** Items shown of one array or object; the rest are counted. */
export const TREE_ITEMS_LIMIT = 100;
const STRING_LIMIT = 300;
/** Deeper levels are summarised, not drawn (a context is data, but a runaway nesting must not hang the panel). */
const MAX_DEPTH = 24;

/** One-line summary of an object or array: its size, for the folded line. */
function summaryOf(value: object): string {
  if (Array.isArray(value)) return `Array(${value.length})`;
  const size = Object.keys(value).length;
  return size === 0 ? '{}' : `{${size} ${size === 1 ? 'field' : 'fields'}}`;
}

function Leaf({ value }: { value: unknown }) {
  if (value === null) return <span className="ctx-null">null</span>;
  if (value === undefined) return <span className="ctx-null">undefined</span>;
  if (typeof value === 'string') {
    const cut = value.length > STRING_LIMIT;
    return (
      <span className="ctx-string" title={cut ? value : undefined}>
        "{cut ? `${value.slice(0, STRING_LIMIT)}… (${value.length - STRING_LIMIT} more characters)` : value}"
      </span>
    );
  }
  if (typeof value === 'number' || typeof value === 'bigint')
    return <span className="ctx-number">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="ctx-boolean">{String(value)}</span>;
  if (typeof value === 'function') return <span className="ctx-null">ƒ</span>;
  return <span>{String(value)}</span>;
}

function Node({ name, value, depth, openDepth }: { name: string; value: unknown; depth: number; openDepth: number }) {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) {
    return (
      <li className="ctx-line">
        <span className="ctx-key">{name}</span>:{' '}
        {value !== null && typeof value === 'object' ? summaryOf(value) : <Leaf value={value} />}
      </li>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0)
    return (
      <li className="ctx-line">
        <span className="ctx-key">{name}</span>: <span className="ctx-null">{Array.isArray(value) ? '[]' : '{}'}</span>
      </li>
    );
  return (
    <li>
      <details open={depth < openDepth}>
        <summary>
          <span className="ctx-key">{name}</span>: <span className={Classes.TEXT_MUTED}>{summaryOf(value)}</span>
        </summary>
        <ul className="ctx-children">
          {entries.slice(0, TREE_ITEMS_LIMIT).map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={depth + 1} openDepth={openDepth} />
          ))}
          {entries.length > TREE_ITEMS_LIMIT && (
            <li className={Classes.TEXT_MUTED}>… {entries.length - TREE_ITEMS_LIMIT} more</li>
          )}
        </ul>
      </details>
    </li>
  );
}

export function ContextTree({ value, openDepth = 2, label = 'Context' }: ContextTreeProps) {
  const root =
    value !== null && typeof value === 'object'
      ? Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value as Record<string, unknown>)
      : null;
  return (
    <div className="console-inspector-context" aria-label={label} role="group">
      {root === null ? (
        <Leaf value={value} />
      ) : root.length === 0 ? (
        <span className="ctx-null">(empty)</span>
      ) : (
        <ul className="ctx-children ctx-root">
          {root.slice(0, TREE_ITEMS_LIMIT).map(([key, child]) => (
            <Node key={key} name={key} value={child} depth={1} openDepth={openDepth} />
          ))}
          {root.length > TREE_ITEMS_LIMIT && (
            <li className={Classes.TEXT_MUTED}>… {root.length - TREE_ITEMS_LIMIT} more</li>
          )}
        </ul>
      )}
    </div>
  );
}
