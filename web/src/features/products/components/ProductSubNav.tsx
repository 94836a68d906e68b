/** Links between the product pages of a company. */
import { Classes } from '@blueprintjs/core';
import { Link, useLocation } from 'wouter';

const PAGES = [
  ['products', 'Products'],
  ['products/images', 'Images'],
  ['products/product_groupings', 'Product groupings'],
  ['products/compliance', 'Compliance'],
] as const;

export function ProductSubNav({ code }: { code: string }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Product pages" className="console-gap">
      {PAGES.map(([sub, label]) => {
        const href = `/admin/companies/${code}/${sub}`;
        const active = location === href;
        return (
          <Link
            key={sub}
            href={href}
            className={[
              Classes.BUTTON,
              Classes.MINIMAL,
              Classes.SMALL,
              active ? `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : '',
            ].join(' ')}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
