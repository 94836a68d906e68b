-- Natural keys (issue 17, bulk writes in sets): a bulk preview plans its rows a block of 5,000 at a
-- time and finds the records they name by natural key (store/bulk/keys.ts `byKeys`), as the apply's
-- checks and a revert do; without an index each lookup read every record of the store — a million-row
-- preview of updates over a million records would read them 200 times. One partial index per store
-- with a natural key, on exactly the expression `keySql` writes (a test checks every resource's
-- lookup uses it). Partial: a write pays only for the index of its own store.
create index if not exists records_key_countries on records ((coalesce(data #>> '{iso_code}', ''))) where store = 'countries';
create index if not exists records_key_companies on records ((coalesce(data #>> '{digit_code}', ''))) where store = 'companies';
create index if not exists records_key_company_retailers on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{retailer_url}', ''))) where store = 'company_retailers';
create index if not exists records_key_brands on records ((coalesce(data #>> '{digit_code}', ''))) where store = 'brands';
create index if not exists records_key_product_groups on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{name}', ''))) where store = 'product_groups';
create index if not exists records_key_compliance on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{name}', ''))) where store = 'compliance';
create index if not exists records_key_retailers on records ((coalesce(data #>> '{digit_code}', ''))) where store = 'retailers';
create index if not exists records_key_schedules on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{retailer_url}', '') || chr(31) || coalesce(data #>> '{metric}', ''))) where store = 'schedules';
create index if not exists records_key_rankings on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{retailer_url}', '') || chr(31) || coalesce(data #>> '{keyword}', '') || chr(31) || coalesce(data #>> '{product_uuid}', '') || chr(31) || coalesce(data #>> '{date}', ''))) where store = 'rankings';
create index if not exists records_key_listings on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{retailer_url}', '') || chr(31) || coalesce(data #>> '{sku}', '') || chr(31) || coalesce(data #>> '{date}', ''))) where store = 'listings';
create index if not exists records_key_products on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{product_name}', ''))) where store = 'products';
create index if not exists records_key_product_media on records ((coalesce(data #>> '{product_uuid}', '') || chr(31) || coalesce(data #>> '{product_folder}', '') || chr(31) || coalesce(data #>> '{file_name}', ''))) where store = 'product_media';
create index if not exists records_key_product_skus on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{sku}', ''))) where store = 'product_skus';
create index if not exists records_key_categories on records ((coalesce(data #>> '{name}', ''))) where store = 'categories';
create index if not exists records_key_keywords on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{keyword}', ''))) where store = 'keywords';
create index if not exists records_key_product_groupings on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{name}', ''))) where store = 'product_groupings';
create index if not exists records_key_business_rule_definitions on records ((coalesce(data #>> '{definition_name}', ''))) where store = 'business_rule_definitions';
create index if not exists records_key_business_rules on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{definition_name}', '') || chr(31) || coalesce(data #>> '{entity_type,id}', '') || chr(31) || coalesce(data #>> '{entity_id}', ''))) where store = 'business_rules';
create index if not exists records_key_company_business_rules on records ((coalesce(data #>> '{company,digit_code}', '') || chr(31) || coalesce(data #>> '{definition_name}', ''))) where store = 'company_business_rules';
