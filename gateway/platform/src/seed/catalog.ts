/** Rows of a company's catalogue: brands, product groups, products, SKUs and product media. */
import { MAIN_FOLDER } from '../store/productImages.js';
import type { CompanySpec } from './companies.js';
import { productName } from './companies.js';
import type { SeedRow } from './bulk.js';
import { demoImageUrl } from './images.js';
import { Rng, demoUuid, gtin13 } from './random.js';

/** What later sections need to know of a seeded product. */
export interface DemoProduct {
  index: number;
  uuid: string;
  name: string;
  competitor: boolean;
  type: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const companyRef = (spec: CompanySpec) => ({ digit_code: spec.digit_code, name: spec.name });

/** Brand digit codes are global (the brands' natural key): company code + two digits. */
export const brandCode = (spec: Pick<CompanySpec, 'digit_code'>, index: number): string =>
  `${spec.digit_code}${pad(index + 1, 2)}`;

export function brandRows(spec: CompanySpec): SeedRow[] {
  return [...spec.brands, ...spec.competitorBrands].map((name, index) => ({
    uuid: demoUuid('brand', spec.digit_code, index),
    fields: { name, digit_code: brandCode(spec, index), company: companyRef(spec) },
  }));
}

export function productGroupRows(spec: CompanySpec): SeedRow[] {
  return spec.groups.map((name) => ({
    uuid: demoUuid('product_group', spec.digit_code, name),
    fields: { name, company: companyRef(spec), description: `${name} products of ${spec.name}` },
  }));
}

/** Own products first (index 0…products-1), then competitor products. */
export function productRows(
  spec: CompanySpec,
  from = 0,
  count = spec.products,
): { rows: SeedRow[]; products: DemoProduct[] } {
  const rng = new Rng(`products:${spec.digit_code}:${from}`);
  const rows: SeedRow[] = [];
  const products: DemoProduct[] = [];
  for (let index = from; index < from + count; index++) {
    const { name, brand, type } = productName(spec, index);
    const [typeName, category] = spec.types[type]!;
    const uuid = demoUuid('product', spec.digit_code, index);
    products.push({ index, uuid, name, competitor: false, type });
    rows.push({
      uuid,
      fields: {
        product_name: name,
        is_active: !rng.chance(0.03),
        company: companyRef(spec),
        brand: { digit_code: brandCode(spec, brand), name: spec.brands[brand] },
        product_group: spec.groups[type % spec.groups.length],
        category,
        title: `${name} – ${typeName.toLowerCase()} by ${spec.brands[brand]}`,
        description:
          `${spec.brands[brand]} ${typeName.toLowerCase()}, ${name.split(' ').slice(-2).join(' ')}. ` +
          `Part of the ${spec.groups[type % spec.groups.length]} range.`,
        is_competitor: false,
      },
    });
  }
  return { rows, products };
}

export function competitorRows(spec: CompanySpec): { rows: SeedRow[]; products: DemoProduct[] } {
  const rows: SeedRow[] = [];
  const products: DemoProduct[] = [];
  const brands = spec.competitorBrands;
  for (let c = 0; c < spec.competitors; c++) {
    const { name, type } = productName({ ...spec, brands }, c);
    const uuid = demoUuid('competitor', spec.digit_code, c);
    const brand = c % brands.length;
    products.push({ index: spec.products + c, uuid, name, competitor: true, type });
    rows.push({
      uuid,
      fields: {
        product_name: name,
        is_active: true,
        company: companyRef(spec),
        brand: { digit_code: brandCode(spec, spec.brands.length + brand), name: brands[brand] },
        category: spec.types[type]![1],
        is_competitor: true,
      },
    });
  }
  return { rows, products };
}

/** The SKU code of an own product's `j`th SKU. */
export const skuCode = (spec: Pick<CompanySpec, 'digit_code'>, index: number, j: number): string =>
  `${spec.digit_code}-${pad(index + 1, 6)}-${j + 1}`;

export function skuRows(spec: CompanySpec, products: readonly DemoProduct[]): SeedRow[] {
  const rng = new Rng(`skus:${spec.digit_code}:${products[0]?.index ?? 0}`);
  const rows: SeedRow[] = [];
  for (const product of products) {
    if (product.competitor) continue;
    const [typeName, category] = spec.types[product.type]!;
    for (let j = 0; j < spec.skusPerProduct; j++) {
      const size = spec.sizes[(product.index + j) % spec.sizes.length]!;
      rows.push({
        uuid: demoUuid('sku', spec.digit_code, product.index, j),
        fields: {
          sku: skuCode(spec, product.index, j),
          company: { digit_code: spec.digit_code, name: spec.name },
          product_uuid: product.uuid,
          gtin: gtin13(`5${spec.digit_code.slice(-4)}${pad(product.index % 1_000_000, 6)}${j}`),
          keywords: [typeName.toLowerCase(), ...rng.sample(spec.keywords, rng.int(1, 3))],
          specs: { size, category, pack: j === 0 ? 'single' : 'multipack', origin: spec.country },
          is_active: !rng.chance(0.04),
        },
      });
    }
  }
  return rows;
}

/** Where the few products without a main image keep theirs. */
export const DEMO_OTHER_FOLDER = 'packshots';

/**
 * A front and a back image in the main folder for most own products. A few fail the image checks
 * on purpose, so the compliance and image screens show both outcomes: every seventh product has
 * only a front image, and every eleventh keeps its images outside the main folder.
 */
export function mediaRows(spec: CompanySpec, products: readonly DemoProduct[], imageBaseUrl: string): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const product of products) {
    if (product.competitor) continue;
    const angles = product.index % 7 === 6 ? ['front'] : ['front', 'back'];
    const folder = product.index % 11 === 10 ? DEMO_OTHER_FOLDER : MAIN_FOLDER;
    angles.forEach((angle, position) => {
      rows.push({
        uuid: demoUuid('media', spec.digit_code, product.index, angle),
        fields: {
          product_uuid: product.uuid,
          product_folder: folder,
          code: spec.digit_code,
          file_name: `${angle}.svg`,
          url: demoImageUrl(imageBaseUrl, product.index, position),
          position,
        },
      });
    });
  }
  return rows;
}
