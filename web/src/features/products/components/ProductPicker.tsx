/** Picks products of the company by name: a search over its active products, checkboxes, select all shown. */
import { Button, Checkbox, Classes, InputGroup, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useActiveProducts } from '../hooks/useActiveProducts.js';

const SHOWN = 50;

export interface ProductPickerProps {
  code: string;
  selected: string[];
  onChange: (uuids: string[]) => void;
  label?: string;
}

export function ProductPicker({ code, selected, onChange, label = 'Products' }: ProductPickerProps) {
  const { products, loading } = useActiveProducts(code);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? products.filter((p) => p.product_name.toLowerCase().includes(q)) : products).slice(0, SHOWN);
  }, [products, query]);
  const chosen = new Set(selected);
  const toggle = (uuid: string) =>
    onChange(chosen.has(uuid) ? selected.filter((u) => u !== uuid) : [...selected, uuid]);
  return (
    <fieldset className="console-picker" aria-label={label}>
      <legend>
        {label} ({selected.length} chosen)
      </legend>
      <InputGroup
        leftIcon="search"
        placeholder="Search products by name"
        aria-label="Search products"
        value={query}
        onValueChange={setQuery}
        size="small"
      />
      {loading ? (
        <Spinner size={20} />
      ) : (
        <div className="console-picker-list">
          {matches.map((p) => (
            <Checkbox
              key={p.product_uuid}
              checked={chosen.has(p.product_uuid)}
              onChange={() => toggle(p.product_uuid)}
              label={p.product_name}
            />
          ))}
          {matches.length === 0 && <p className={Classes.TEXT_MUTED}>No product matches.</p>}
        </div>
      )}
      <div className="console-wizard-actions">
        <Button
          size="small"
          text={`Choose the ${matches.length} shown`}
          onClick={() => onChange([...new Set([...selected, ...matches.map((p) => p.product_uuid)])])}
        />
        <Button size="small" text="Clear" disabled={selected.length === 0} onClick={() => onChange([])} />
      </div>
    </fieldset>
  );
}
