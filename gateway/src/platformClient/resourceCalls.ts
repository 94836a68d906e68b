/** The generic resource calls of §7 and the /api lookups. */
import {
  PAYLOAD_VERSION,
  asOfRecordSchema,
  companySchema,
  deletedRecordSchema,
  historyEntrySchema,
  type ListNavigation,
} from '@console/schema';
import type { Auth, Call } from './http.js';
import { anySchema, fieldMetricSchema, listOf, metricSchema, objectSchema, recordOf, resource } from './records.js';

/** A getlist body: filter and navigation (DESIGN §3). */
export interface ListBody {
  filter?: Record<string, unknown> | undefined;
  navigation?: Partial<ListNavigation> | undefined;
}

const enc = encodeURIComponent;
/** A company as GET /companies/getbydigitcode answers it, fields the model does not name kept. */
const companyModel = companySchema.loose();

export const resourceCalls = (call: Call) => ({
  /** POST {resource}/getlist. */
  getList: (auth: Auth, name: string, body: ListBody) =>
    call({ method: 'POST', path: `${resource(name).path}/getlist`, auth, body, data: listOf(recordOf(name)) }),
  /** GET {resource}/getbyuuid/{uuid}. */
  getByUuid: (auth: Auth, name: string, uuid: string) =>
    call({ method: 'GET', path: `${resource(name).path}/getbyuuid/${enc(uuid)}`, auth, data: recordOf(name) }),
  /** GET {resource}/getbyid/{id}. */
  getById: (auth: Auth, name: string, id: string) =>
    call({ method: 'GET', path: `${resource(name).path}/getbyid/${enc(id)}`, auth, data: recordOf(name) }),
  /** GET {resource}/{id}. */
  getOne: (auth: Auth, name: string, id: string) =>
    call({ method: 'GET', path: `${resource(name).path}/${enc(id)}`, auth, data: recordOf(name) }),
  /**
   * POST {resource} (create), or PUT when the uuid is present (§7); body version 1.0; an update carries
   * `request.version`.
   */
  save: (auth: Auth, name: string, request: Record<string, unknown>) => {
    const def = resource(name);
    const method = request.uuid || request[def.keyField] ? 'PUT' : 'POST';
    return call({ method, path: def.path, auth, body: { version: PAYLOAD_VERSION, request }, data: objectSchema });
  },
  /** DELETE {resource} {version, request: {uuid, version}}: `recordVersion` is the version the user saw (DESIGN §8). */
  remove: (auth: Auth, name: string, uuid: string, recordVersion: number) =>
    call({
      method: 'DELETE',
      path: resource(name).path,
      auth,
      body: { version: PAYLOAD_VERSION, request: { uuid, version: recordVersion } },
      data: objectSchema,
    }),
  /** DELETE {resource}/{id} {version, request: {version}}: `recordVersion` is the version the user saw (DESIGN §8). */
  removeById: (auth: Auth, name: string, id: string, recordVersion: number) =>
    call({
      method: 'DELETE',
      path: `${resource(name).path}/${enc(id)}`,
      auth,
      body: { version: PAYLOAD_VERSION, request: { version: recordVersion } },
      data: objectSchema,
    }),
  /** POST {resource}/history/getlist. */
  history: (auth: Auth, name: string, body: ListBody) =>
    call({
      method: 'POST',
      path: `${resource(name).path}/history/getlist`,
      auth,
      body,
      data: listOf(historyEntrySchema),
    }),
  /** GET {resource}/as_of/{uuid}?at=…|version=…: the record as it was (issue 18). */
  recordAsOf: (auth: Auth, name: string, uuid: string, when: { at: string } | { version: number }) =>
    call({
      method: 'GET',
      path:
        `${resource(name).path}/as_of/${enc(uuid)}?` +
        ('at' in when ? `at=${enc(when.at)}` : `version=${enc(String(when.version))}`),
      auth,
      data: asOfRecordSchema,
    }),
  /** POST {resource}/deleted/getlist {navigation}: the records it deleted (issue 18). */
  deletedRecords: (auth: Auth, name: string, navigation: { page: number; page_size: number }) =>
    call({
      method: 'POST',
      path: `${resource(name).path}/deleted/getlist`,
      auth,
      body: { navigation },
      data: listOf(deletedRecordSchema),
    }),
  /** POST {resource}/metric {metric, filter}. */
  metric: (auth: Auth, name: string, body: { metric: string; filter?: Record<string, unknown> | undefined }) =>
    call({ method: 'POST', path: `${resource(name).path}/metric`, auth, body, data: metricSchema }),
  /** POST {resource}/metric/field {metric, field, filter}. */
  metricField: (
    auth: Auth,
    name: string,
    body: { metric: string; field: string; filter?: Record<string, unknown> | undefined },
  ) =>
    call({ method: 'POST', path: `${resource(name).path}/metric/field`, auth, body, data: listOf(fieldMetricSchema) }),
  /**
   * GET /api/{entity}/{fn}/{value}: fn is getbyid, getbyuuid, getbydigitcode, getbyisocode, getbyisocode3 or
   * getbyisonumeric.
   */
  apiLookup: (auth: Auth, entity: string, fn: string, value: string) =>
    call({ method: 'GET', path: `/api/${entity}/${fn}/${enc(value)}`, auth, data: objectSchema }),
  /** GET /api/retailers/getretailersbycountryid/{id}. */
  retailersByCountry: (auth: Auth, countryId: string) =>
    call({
      method: 'GET',
      path: `/api/retailers/getretailersbycountryid/${enc(countryId)}`,
      auth,
      data: listOf(recordOf('retailers')),
    }),
  /** GET /companies/getbydigitcode/{code}: one of the five §6 calls, with the service key. */
  companyByDigitCode: (auth: Auth, code: string) =>
    call({
      method: 'GET',
      path: `/companies/getbydigitcode/${enc(code)}`,
      auth,
      mode: 'service',
      data: companyModel,
    }),
  /** GET /brands/getbrandsbycompany/{id}. */
  brandsByCompany: (auth: Auth, companyId: string) =>
    call({
      method: 'GET',
      path: `/brands/getbrandsbycompany/${enc(companyId)}`,
      auth,
      data: listOf(recordOf('brands')),
    }),
  /** POST /companies/getAccessOptions. */
  accessOptions: (auth: Auth, email?: string) =>
    call({ method: 'POST', path: '/companies/getAccessOptions', auth, body: email ? { email } : {}, data: anySchema }),
});
