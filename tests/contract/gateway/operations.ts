/**
 * Every root field of the gateway's schema with a plausible call, so the contract tests can run
 * each one over HTTP: gateway.test.ts runs them as the owner and checks each answer is a real one
 * (data, or an error carrying a status in its extensions); roleTable.test.ts runs them as every
 * demo user and without a session, against the access GRAPHQL_ACCESS declares. The two session
 * mutations (login, logout) and the subscriptions are listed apart: running them changes or holds
 * the caller's session.
 */
const U = '00000000-0000-4000-8000-000000000001';
export const CODE = '9001';

export interface OperationCase {
  field: string;
  query: string;
  variables?: Record<string, unknown>;
}

const q = (field: string, query: string, variables?: Record<string, unknown>): OperationCase => ({
  field,
  query,
  variables,
});

export const QUERIES: OperationCase[] = [
  q('me', '{ me { email display_name read_policy } }'),
  q('invitation', '{ invitation(code: "x-unknown-invitation-code-000000") { email } }'),
  q(
    'list',
    'query($f: JSON) { list(resource: companies, filter: $f, navigation: {page: 1, page_size: ' +
      '5, sort: [{field: "digit_code", direction: desc}]}) { rows navigation { total_items } } }',
    { f: { digit_code: { like: '9%' } } },
  ),
  q('record', `{ record(resource: companies, id: "${U}") }`),
  q(
    'history',
    `query($f: JSON!) { history(resource: companies, filter: $f) { rows ` +
      `{ operation changes { field } } navigation { total_items } } }`,
    { f: { uuid: U } },
  ),
  q('metric', '{ metric(resource: companies, metric: "count") { metric value series { date value } } }'),
  q(
    'metricField',
    '{ metricField(resource: companies, metric: "count", field: "is_active") { definition_name value count } }',
  ),
  q(
    'companies',
    '{ companies(navigation: {page_size: 3}) { rows { name digit_code ' +
      'external_pim retailers } navigation { total_items } } }',
  ),
  q('company', `{ company(digit_code: "${CODE}") { name digit_code } }`),
  q('lookup', `{ lookup(entity: companies, key: digit_code, value: "${CODE}") }`),
  q('retailersByCountry', '{ retailersByCountry(country_id: "1") }'),
  q('brandsByCompany', `{ brandsByCompany(company_id: "${CODE}") }`),
  q('accessOptions', '{ accessOptions }'),
  q('retailersByMetric', `{ retailersByMetric(metric: "rankings", code: "${CODE}") }`),
  q(
    'tasks',
    '{ tasks(navigation: {page_size: 5}) { rows { uuid status progress { done ' +
      'total } company_name transaction { uuid } } navigation { total_items } } }',
  ),
  q('task', `{ task(uuid: "${U}") { uuid } }`),
  q(
    'transactions',
    '{ transactions(navigation: {page_size: 5}) { rows { uuid kind ' +
      'counts { insert } company_name } navigation { total_items } } }',
  ),
  q('transaction', `{ transaction(uuid: "${U}") { uuid } }`),
  q('bulkResources', '{ bulkResources { name label has_preview version } }'),
  q(
    'previewRows',
    `{ previewRows(preview_id: "${U}", page: 1, page_size: 10) { rows { index outcome } navigation { total_items } } }`,
  ),
  q(
    'validateProductGrouping',
    `query($g: JSON!) { validateProductGrouping(grouping: $g) { ok message reason field status data } }`,
    { g: { name: 'G1', company: { digit_code: CODE }, product_group: 'PG' } },
  ),
  q('validateProductNames', `{ validateProductNames(code: "${CODE}", names: ["A product"]) }`),
  q('activeProducts', `{ activeProducts(code: "${CODE}") }`),
  q('allProducts', `{ allProducts(code: "${CODE}", columns: ["product_name"]) }`),
  q('productsByCountry', `{ productsByCountry(code: "${CODE}") }`),
  q('srpList', `{ srpList(code: "${CODE}") { product_uuid product_name is_active } }`),
  q('srpLogs', `{ srpLogs(code: "${CODE}") { product_uuid operation details } }`),
  q('productImagePreview', `{ productImagePreview(product_uuid: "${U}", code: "${CODE}", product_folder: "main") }`),
  q('productImageProducts', `query($b: JSON!) { productImageProducts(body: $b) }`, { b: { code: CODE } }),
  q('complianceRule', '{ complianceRule(id: "1") }'),
  q('complianceProducts', `query($b: JSON!) { complianceProducts(body: $b) }`, { b: { code: CODE } }),
  q('skuBusinessRules', `{ skuBusinessRules(code: "${CODE}") { sku rule } }`),
  q('integrityLogs', `{ integrityLogs(code: "${CODE}", limit: 5) }`),
  q('integrityLogDetails', `{ integrityLogDetails(code: "${CODE}", folder: "products", stat_key: "count") }`),
  q('rankingsMaxResults', `query($p: JSON!) { rankingsMaxResults(params: $p) }`, { p: { code: CODE } }),
  q('listingsMaxResults', `query($p: JSON!) { listingsMaxResults(path: "/listings/getMaxResults", params: $p) }`, {
    p: { code: CODE },
  }),
  q('users', '{ users(navigation: {page_size: 20}) { rows { email roles } navigation { total_items } } }'),
  q('gdprSettings', '{ gdprSettings { retention_days anonymise_exports contact_email } }'),
  q(
    'userHistory',
    `{ userHistory(user_uuid: "${U}", navigation: {page_size: 5}) { rows { operation ` +
      `user_email changes { field before after } } navigation { total_items } } }`,
  ),
  q('outbox', '{ outbox }'),
  q('recordAsOf', `{ recordAsOf(resource: companies, uuid: "${U}", version: 1) { version deleted record } }`),
  q(
    'deletedRecords',
    '{ deletedRecords(resource: companies, page_size: 5) { rows { uuid before deleted_at } ' +
      'navigation { total_items } } }',
  ),
];

const P = 'ok message reason field status data';
export const MUTATIONS: OperationCase[] = [
  q('acceptPrivacy', 'mutation { acceptPrivacy { read_policy } }'),
  q('requestPasswordReset', 'mutation { requestPasswordReset(email: "viewer@demo.test") { ok message } }'),
  q(
    'resetPassword',
    'mutation { resetPassword(token: "not-a-valid-token-0000000000", ' +
      'password: "another-password-1") { ok message field } }',
  ),
  q('invite', 'mutation { invite(email: "new.person@demo.test", roles: ["ops"]) { ok message } }'),
  q(
    'acceptInvitation',
    'mutation { acceptInvitation(code: "x-unknown-invitation-code-000000", first_name: ' +
      '"A", last_name: "B", password: "long-enough-password") { ok message } }',
  ),
  q('authorize', 'mutation { authorize(token: "x-unknown-authorize-token-00000000") { ok message } }'),
  q('saveRecord', `mutation($i: JSON!) { saveRecord(resource: keywords, input: $i) { ${P} } }`, {
    i: { keyword: 'contract kw', company: { digit_code: CODE } },
  }),
  q('deleteRecord', `mutation { deleteRecord(resource: keywords, uuid: "${U}", version: 1) { ${P} } }`),
  q('deleteRecordById', `mutation { deleteRecordById(resource: keywords, id: "999999", version: 1) { ${P} } }`),
  q('cancelTask', `mutation { cancelTask(uuid: "${U}") { ok message status task { uuid } } }`),
  q(
    'bulkPreview',
    `mutation($r: [JSON!]!) { bulkPreview(bulk: keywords, rows: $r)
      { ok message status preview { preview_id total counts { insert error }
        rows { outcome errors { field message } } } } }`,
    { r: [{ keyword: 'bulk kw', company: { digit_code: CODE } }] },
  ),
  q(
    'bulkApply',
    `mutation { bulkApply(bulk: keywords, preview_id: "${U}") { ok ` +
      `message status result { task_uuid } changed_rows { index } } }`,
  ),
  q('mediaBulkDelete', `mutation { mediaBulkDelete(uuids: ["${U}"], preview: true) { ${P} } }`),
  q('createProductGroupings', `mutation($g: [JSON!]!) { createProductGroupings(groupings: $g) { ${P} } }`, {
    g: [{ name: 'G1', company: { digit_code: CODE }, product_group: 'PG' }],
  }),
  q('deleteProductGroupings', `mutation { deleteProductGroupings(uuids: ["${U}"]) { ${P} } }`),
  q('dissociationPreview', `mutation($i: DissociationInput!) { dissociationPreview(input: $i) { ${P} } }`, {
    i: {
      task_name: 'contract',
      company_digit_code: CODE,
      retailer_url: 'https://retailer.example',
      metrics: ['rankings'],
    },
  }),
  q(
    'dissociationApply',
    `mutation($i: DissociationInput!) { dissociationApply(input: $i, preview_id: "${U}") { ${P} } }`,
    {
      i: {
        task_name: 'contract',
        company_digit_code: CODE,
        retailer_url: 'https://retailer.example',
        metrics: ['rankings'],
      },
    },
  ),
  q(
    'revertPreview',
    `mutation { revertPreview(transaction_uuid: "${U}") { ok message status preview { preview_id conflicts } } }`,
  ),
  q(
    'revertApply',
    `mutation { revertApply(preview_id: "${U}") { ok message status result { task_uuid } changed_rows { index } } }`,
  ),
  q(
    'recordsDeletePreview',
    `mutation { recordsDeletePreview(resource: keywords, uuids: ["${U}"]) { ok status preview { preview_id } } }`,
  ),
  q(
    'recordsDeleteApply',
    `mutation { recordsDeleteApply(resource: keywords, preview_id: "${U}") { ok status result { task_uuid } } }`,
  ),
  q('srpSave', `mutation { srpSave(code: "${CODE}", products: [{product_uuid: "${U}"}]) { ${P} } }`),
  q('srpDelete', `mutation { srpDelete(code: "${CODE}", products: ["${U}"]) { ${P} } }`),
  q('validateProductImages', `mutation { validateProductImages(code: "${CODE}", products: ["${U}"]) { ${P} } }`),
  q(
    'validateCompliance',
    `mutation { validateCompliance(code: "${CODE}", products: ["${U}"], types: ["names"]) { ${P} } }`,
  ),
  q('rerunIntegritySync', `mutation { rerunIntegritySync(value: "${CODE}") { ${P} } }`),
  q('gdprExport', `mutation { gdprExport { ${P} } }`),
  q(
    'gdprSaveSettings',
    `mutation { gdprSaveSettings(settings: {retention_days: 365, ` +
      `anonymise_exports: true, contact_email: "dpo@demo.test"}) { ${P} } }`,
  ),
  q('updateUserRoles', `mutation { updateUserRoles(user_uuid: "${U}", roles: ["ops"]) { ${P} } }`),
  q('createAuthorizeLink', 'mutation { createAuthorizeLink(email: "viewer@demo.test") { ok message } }'),
];

/** Signing in (a wrong password, so no session changes hands) and signing out. */
export const SESSION_MUTATIONS: OperationCase[] = [
  q('login', 'mutation { login(email: "nobody@demo.test", password: "not-the-password") { ok message } }'),
  q('logout', 'mutation { logout { ok } }'),
];

/** Each subscription, asked so that an admitted caller hears something at once. */
export const SUBSCRIPTIONS: OperationCase[] = [
  q('taskProgress', `subscription { taskProgress(task_uuid: "${U}") { task_uuid status done total } }`),
  q('taskUpdated', 'subscription { taskUpdated(opening: true) { position task { uuid } } }'),
  q('transactionCommitted', 'subscription { transactionCommitted(opening: true) { position transaction { uuid } } }'),
  q('entityChanged', 'subscription { entityChanged(after: 0) { position resource type } }'),
  q('liveStatus', 'subscription { liveStatus { platform since retry_in_ms } }'),
];
