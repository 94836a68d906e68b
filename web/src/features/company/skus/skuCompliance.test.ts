import { describe, expect, it } from 'vitest';
import { checkSku } from './skuCompliance.js';

const sku = { sku: 'A-1', keywords: ['oat crunch', 'breakfast cereal'], specs: { size: '250 g', origin: '' } };

describe('SKU compliance', () => {
  it('reads spec rules written with or without the specs. prefix', () => {
    const out = checkSku(
      [
        { name: 'Size', type: 'specs', field: 'specs.size', operator: 'required' },
        { name: 'Origin', type: 'specs', field: 'origin', operator: 'required' },
      ],
      sku,
    );
    expect(out.map((o) => o.pass)).toEqual([true, false]);
    expect(out[1]!.message).toBe('origin is required');
  });

  it('checks keyword counts and banned words, skipping inactive rules', () => {
    const out = checkSku(
      [
        { name: 'Two keywords', type: 'keywords', field: 'keywords', operator: 'min_count', value: 2 },
        { name: 'Three keywords', type: 'keywords', field: 'keywords', operator: 'min_count', value: 3 },
        { name: 'No miracle', type: 'keywords', field: 'keywords', operator: 'not_contains', value: 'Miracle' },
        { name: 'Has cereal', type: 'keywords', field: 'keywords', operator: 'contains', value: 'cereal' },
        { name: 'Off', type: 'keywords', field: 'keywords', operator: 'required', is_active: false },
      ],
      sku,
    );
    expect(out.map((o) => [o.rule, o.pass])).toEqual([
      ['Two keywords', true],
      ['Three keywords', false],
      ['No miracle', true],
      ['Has cereal', true],
    ]);
  });
});
