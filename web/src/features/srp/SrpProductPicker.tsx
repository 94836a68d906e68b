/** Finds a product of the company by name to add to the SRP list (search as you type, up to 8). */
import { Button, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { LIST } from '../../kit/tables/index.js';
import { plainSpaces } from './srpRows.js';

interface Props {
  code: string;
  disabled: boolean;
  tracked: ReadonlySet<string>;
  onAdd: (product: { product_uuid: string; name: string }) => void;
}

export function SrpProductPicker({ code, disabled, tracked, onAdd }: Props) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const { data, loading } = useQuery(LIST, {
    variables: {
      resource: 'products',
      filter: { 'company.digit_code': code, product_name: { like: query } },
      navigation: { page: 1, page_size: 8, sort: [{ field: 'product_name' }] },
    },
    skip: query.length < 2,
  });
  const found =
    query.length < 2 ? [] : ((data?.list.rows ?? []) as Array<{ product_uuid: string; product_name: string }>);
  return (
    <div className="srp-picker">
      <InputGroup
        size="small"
        leftIcon="search"
        placeholder="Find a product to track…"
        aria-label="Find a product"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.currentTarget.value)}
        rightElement={
          text ? (
            <Button variant="minimal" size="small" icon="cross" aria-label="Clear" onClick={() => setText('')} />
          ) : undefined
        }
      />
      {query.length >= 2 && (
        <Menu aria-label="Products found" className="srp-picker-results">
          {loading && found.length === 0 && <MenuItem disabled text="Searching…" />}
          {!loading && found.length === 0 && <MenuItem disabled text="No product matches" />}
          {found.map((p) => (
            <MenuItem
              key={p.product_uuid}
              text={plainSpaces(p.product_name)}
              label={tracked.has(p.product_uuid) ? 'tracked' : 'add'}
              icon="add"
              disabled={tracked.has(p.product_uuid) || disabled}
              onClick={() => {
                onAdd({ product_uuid: p.product_uuid, name: plainSpaces(p.product_name) });
                setText('');
              }}
            />
          ))}
        </Menu>
      )}
    </div>
  );
}
