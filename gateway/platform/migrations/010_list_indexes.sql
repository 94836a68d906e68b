-- Big lists (issue 17): every sortable column of the SKU list gets an index per direction, as
-- 006 did for sku, so the first page, the last page (read backwards) and a page after or before a
-- cursor are index ranges of the 100,000-SKU company instead of a sort of all its SKUs. The
-- platform orders `<field> asc|desc nulls last, id asc`; a backward scan of the same index gives
-- the reverse (`desc|asc nulls first, id desc`), which serves the last page and the previous page.
-- The same indexes serve equality filters on these fields (filters.ts compares jsonb there).
-- Partial: only SKUs, the one store that grows to 100,000s; the others are small enough to sort.
create index if not exists records_skus_by_gtin on records (company_code, (data #> '{gtin}'), id) where store = 'product_skus';
create index if not exists records_skus_by_gtin_desc on records (company_code, (data #> '{gtin}') desc nulls last, id) where store = 'product_skus';
create index if not exists records_skus_by_product on records (company_code, (data #> '{product_uuid}'), id) where store = 'product_skus';
create index if not exists records_skus_by_product_desc on records (company_code, (data #> '{product_uuid}') desc nulls last, id) where store = 'product_skus';
create index if not exists records_skus_by_active on records (company_code, (data #> '{is_active}'), id) where store = 'product_skus';
create index if not exists records_skus_by_active_desc on records (company_code, (data #> '{is_active}') desc nulls last, id) where store = 'product_skus';
create index if not exists records_skus_by_updated on records (company_code, updated_at, id) where store = 'product_skus';
create index if not exists records_skus_by_updated_desc on records (company_code, updated_at desc, id) where store = 'product_skus';
-- "Contains" filters (`{like: text}`, ILIKE '%text%') on sku and gtin use trigram indexes where the
-- store has pg_trgm (PGlite loads it, db.ts; PostgreSQL 13+ lets a database owner create it).
-- Without it the migration still applies and "contains" reads the company's rows one by one: the
-- documented fallback (docs/PLATFORM-REST.md, "Big lists").
do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm is not available: "contains" filters scan'; end $$;
do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then execute $i$create index if not exists records_skus_sku_trgm on records using gin ((data #>> '{sku}') gin_trgm_ops) where store = 'product_skus'$i$; execute $i$create index if not exists records_skus_gtin_trgm on records using gin ((data #>> '{gtin}') gin_trgm_ops) where store = 'product_skus'$i$; end if; end $$;
analyze records;
