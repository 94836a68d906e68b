-- Records that point at a product (SKUs, media, rankings, listings) are looked up by product_uuid
-- (integrity checks, dissociation, product pages): index it so those lookups do not scan.
create index if not exists records_product_uuid on records (store, (data ->> 'product_uuid'));
