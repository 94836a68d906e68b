-- The reference platform's store (DESIGN §3): an append-only events table and read tables
-- updated in the same transaction. Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.

create table if not exists events (
  position bigserial primary key,
  stream_type text not null,
  stream_id text not null,
  version integer not null,
  type text not null,
  data jsonb not null,
  meta jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  constraint events_stream_version unique (stream_id, version)
);
create index if not exists events_transaction on events ((meta ->> 'transaction_uuid'));
create index if not exists events_stream_type on events (stream_type, position);

-- Read table of every generic resource: one row per record, its fields in `data`.
create table if not exists records (
  store text not null,
  id bigint not null,
  uuid uuid not null,
  version integer not null,
  company_code text,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store, id),
  constraint records_uuid unique (store, uuid)
);
create index if not exists records_company on records (store, company_code, id);

create table if not exists id_counters (
  store text primary key,
  next_id bigint not null
);

create table if not exists users (
  user_uuid uuid primary key,
  email text not null unique,
  password_hash text,
  first_name text,
  last_name text,
  roles jsonb not null default '[]'::jsonb,
  read_policy boolean not null default false,
  created_at timestamptz not null default now()
);

create table if not exists sessions (
  token_hash text primary key,
  user_uuid uuid not null references users (user_uuid) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table if not exists one_time_tokens (
  token_hash text primary key,
  kind text not null,
  email text not null,
  payload jsonb not null default '{}'::jsonb,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table if not exists login_attempts (
  key text primary key,
  window_start timestamptz not null,
  attempts integer not null
);

-- Bulk previews: the input, the versions it was computed against, and its per-row result.
create table if not exists previews (
  preview_id uuid primary key,
  kind text not null,
  user_uuid uuid,
  request jsonb not null,
  counts jsonb not null,
  total integer not null,
  created_at timestamptz not null default now(),
  applied_task_uuid uuid,
  applied_at timestamptz
);
create table if not exists preview_rows (
  preview_id uuid not null references previews (preview_id) on delete cascade,
  index integer not null,
  outcome text not null,
  store text not null,
  record_uuid uuid,
  base_version integer,
  row_data jsonb not null,
  changes jsonb not null,
  errors jsonb not null,
  primary key (preview_id, index)
);
create index if not exists preview_rows_outcome on preview_rows (preview_id, outcome, index);

create table if not exists settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table if not exists metric_samples (
  company_code text not null,
  metric text not null,
  day date not null,
  value double precision not null,
  primary key (company_code, metric, day)
);

create table if not exists integrity_logs (
  id bigserial primary key,
  company_code text not null,
  folder text not null,
  stat_key text not null,
  status text not null,
  detail jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now()
);
create index if not exists integrity_logs_company on integrity_logs (company_code, id);
