-- Bulk preview then apply (DESIGN §3): each preview row keeps the exact writes the apply will do
-- (insert, update, delete, or a version check for unchanged rows), so the apply does what the
-- preview showed and nothing else.
alter table preview_rows add column if not exists writes jsonb not null default '[]'::jsonb;
alter table previews add column if not exists bulk text;

-- SRP: the products of a company whose search result pages are tracked. The read table; every
-- save and delete also appends an event on the stream `srp:{company_code}` (the SRP logs).
create table if not exists srp_products (
  company_code text not null,
  product_uuid uuid not null,
  is_active boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (company_code, product_uuid)
);

create index if not exists integrity_logs_folder on integrity_logs (company_code, folder, stat_key, id);
