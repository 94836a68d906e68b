-- Mails the platform would send (it has no mail server): invitation, reset and sign-in links.
create table if not exists outbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  link text not null,
  sent_at timestamptz not null default now()
);
create index if not exists outbox_recipient on outbox (recipient, id);
