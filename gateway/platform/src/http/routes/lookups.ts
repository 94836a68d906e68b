/**
 * The lookups under /api (§7), the company by digit code, brands per company and the access
 * options of the /options page.
 */
import {
  type Action,
  accessOptionsRequestSchema,
  can,
  forbiddenMessage,
  resourceByName,
  type ResourceDef,
} from '@console/schema';
import type { PlatformContext } from '../../services/context.js';
import { badRequest, notFound, parseOr400 } from '../errors.js';
import { isRecordId } from '../input.js';
import type { Router } from '../router.js';
import { Forbidden } from '../../store/errors.js';
import { firstWhere, getById, getByUuid, listPage, toApi } from '../../store/records.js';
import { userByEmail } from '../../store/users.js';

/** /api/{name} → generic resource (product_images are the product media store). */
const API_GETBYID: Record<string, string> = {
  countries: 'countries',
  transactions: 'transactions',
  rankings: 'rankings',
  products: 'products',
  product_images: 'product_media',
  product_groups: 'product_groups',
  listings: 'listings',
  keywords: 'keywords',
  companies: 'companies',
  retailers: 'retailers',
  brands: 'brands',
};

export function registerLookupRoutes(ctx: PlatformContext, router: Router): void {
  const { on } = router;
  const { db } = ctx;
  const def = (name: string) => resourceByName(name)!;
  const one = async (d: ResourceDef, field: string, value: string) => {
    const row = await firstWhere(db, d, { [field]: value });
    if (!row) throw notFound(`No ${d.label.toLowerCase()} record with ${field} ${value}`);
    return { data: toApi(d, row) };
  };

  for (const [name, resource] of Object.entries(API_GETBYID)) {
    on('GET', `/api/${name}/getbyid/:id`, 'read', async (req) => {
      if (!isRecordId(req.params.id!)) throw badRequest('id must be a whole number', 'id');
      const d = def(resource);
      const row = await getById(db, d.store, Number(req.params.id));
      if (!row) throw notFound(`No ${d.label.toLowerCase()} record with id ${req.params.id}`);
      return { data: toApi(d, row) };
    });
  }
  on('GET', '/api/countries/getbyisocode/:value', 'read', async (req) =>
    one(def('countries'), 'iso_code', req.params.value!.toUpperCase()),
  );
  on('GET', '/api/countries/getbyisocode3/:value', 'read', async (req) =>
    one(def('countries'), 'iso3_code', req.params.value!.toUpperCase()),
  );
  on('GET', '/api/countries/getbyisonumeric/:value', 'read', async (req) =>
    one(def('countries'), 'iso_numeric', req.params.value!),
  );
  for (const name of ['retailers', 'companies', 'brands']) {
    on('GET', `/api/${name}/getbyuuid/:uuid`, 'read', async (req) => {
      const d = def(name);
      const row = await getByUuid(db, d.store, req.params.uuid!);
      if (!row) throw notFound(`No ${d.label.toLowerCase()} record with uuid ${req.params.uuid}`);
      return { data: toApi(d, row) };
    });
    on('GET', `/api/${name}/getbydigitcode/:code`, 'read', async (req) =>
      one(def(name), 'digit_code', digits(req.params.code!)),
    );
  }
  on('GET', '/api/retailers/getretailersbycountryid/:id', 'read', async (req) => {
    if (!isRecordId(req.params.id!)) throw badRequest('id must be a whole number', 'id');
    const { rows, total } = await listPage(
      db,
      def('retailers'),
      { 'country.id': Number(req.params.id) },
      { page: 1, page_size: 1000 },
    );
    return {
      data: rows,
      navigation: { page: 1, page_size: 1000, total_items: total, total_pages: Math.ceil(total / 1000) },
    };
  });
  // §6: sent without a bearer token (the gateway's service key instead).
  on('GET', '/companies/getbydigitcode/:code', 'read', async (req) =>
    one(def('companies'), 'digit_code', digits(req.params.code!)),
  );
  // Brands per company (§3): the company by id or digit code.
  on('GET', '/brands/getbrandsbycompany/:id', 'read', async (req) => {
    const key = digits(req.params.id!);
    const companies = def('companies');
    const company =
      (await getById(db, companies.store, Number(key))) ??
      (await one(companies, 'digit_code', key).then(
        () => undefined,
        () => undefined,
      ));
    const code = company ? String(company.data.digit_code) : key;
    const { rows, total } = await listPage(
      db,
      def('brands'),
      { 'company.digit_code': code },
      { page: 1, page_size: 1000 },
    );
    return {
      data: rows,
      navigation: { page: 1, page_size: 1000, total_items: total, total_pages: Math.ceil(total / 1000) },
    };
  });
  // Any signed-in user may ask (DESIGN §4: /options is by e-mail, not by role); the list of who is
  // on it, and the answer for another e-mail, are for staff and for the users on it.
  on('POST', '/companies/getAccessOptions', 'session', async (req, principal) => {
    const body = parseOr400(accessOptionsRequestSchema, req.body ?? {});
    const own = (principal.email ?? '').toLowerCase();
    const email = (body.email ?? own).toLowerCase();
    const users = ctx.config.optionsUsers;
    const insider = users.includes(own) || can(principal.scope, 'read');
    if (email !== own && !insider) throw new Forbidden(forbiddenMessage('read'));
    const allowed = users.includes(email);
    const scope = email === own ? principal.scope : ((await userByEmail(db, email))?.roles ?? []);
    return {
      data: {
        users: insider ? users : [],
        email,
        allowed,
        options: allowed ? OPTIONS.map(({ action, ...o }) => ({ ...o, enabled: can(scope, action) })) : [],
      },
    };
  });
}

/** What the /options page lists, each enabled when the user's roles allow its action (DESIGN §4). */
const OPTIONS: ReadonlyArray<{ key: string; label: string; action: Action }> = [
  { key: 'bulk_wizards', label: 'Bulk upsert wizards', action: 'bulk' },
  { key: 'dissociation', label: 'Company–retailer dissociation', action: 'dissociationPreview' },
  { key: 'integrity_rerun', label: 'Rerun integrity sync', action: 'rerunSync' },
  { key: 'machine_inspector', label: 'Machine inspector', action: 'inspectorInProduction' },
];

function digits(value: string): string {
  if (!/^\d{1,12}$/.test(value)) throw badRequest('code must be 1 to 12 digits', 'code');
  return value;
}
