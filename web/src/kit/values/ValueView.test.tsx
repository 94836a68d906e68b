import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ValueView } from './ValueView.js';

const UUID = '3f2a9c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';
const render = (value: unknown, field?: string) =>
  renderToString(
    <Router ssrPath="/admin/keywords">
      <ValueView value={value} field={field} />
    </Router>,
  );

describe('ValueView (issue 16)', () => {
  it('shows booleans as round green and red tags', () => {
    const yes = render(true);
    expect(yes).toMatch(/bp6-round/);
    expect(yes).toMatch(/bp6-intent-success/);
    expect(yes).toContain('>Yes<');
    const no = render(false);
    expect(no).toMatch(/bp6-intent-danger/);
    expect(no).toContain('>No<');
  });

  it('shows a UUID shortened, the full id on hover, with a copy button', () => {
    const html = render(UUID);
    expect(html).toContain('>3f2a9c1e…<');
    expect(html).toContain(`title="${UUID}"`);
    expect(html).toContain(`aria-label="Copy ${UUID}"`);
  });

  it('shows a company reference as its name linking to the company page', () => {
    const html = render({ name: 'Acme', digit_code: '1001' }, 'company');
    expect(html).toContain('href="/admin/companies/1001"');
    expect(html).toContain('>Acme<');
    expect(html).not.toContain('digit_code');
  });

  it('shows lists item by item and flat objects field by field, without JSON', () => {
    const list = render(Array.from({ length: 52 }, () => UUID));
    expect(list.match(/3f2a9c1e…/g)).toHaveLength(50);
    expect(list).toContain('and <!-- -->2<!-- --> more');
    const fields = render({ pack: 'single', size: 200 });
    expect(fields).toContain('pack:');
    expect(fields).toContain('>single<');
    expect(fields).not.toMatch(/[{}]|&quot;/);
  });

  it('shows an empty value as a muted dash', () => {
    expect(render(null)).toContain('>—<');
  });
});
