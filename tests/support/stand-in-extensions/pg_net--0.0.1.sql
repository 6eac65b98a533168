-- The stand-in pg_net: the same net.http_post signature as the real extension, which queues a
-- request and answers its id; here the request is only recorded, so a test can read what would
-- have been sent. Like the real one, a request needs a URL.

create schema net;

create table net.stand_in_requests (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body jsonb,
  params jsonb not null,
  timeout_milliseconds integer not null,
  requested_at timestamptz not null default pg_catalog.now()
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
volatile
set search_path = ''
as $$
  insert into net.stand_in_requests (method, url, headers, body, params, timeout_milliseconds)
  values ('POST', url, headers, body, params, timeout_milliseconds)
  returning id;
$$;

revoke all on schema net from public;
revoke all on all tables in schema net from public;
revoke all on all sequences in schema net from public;
revoke execute on all functions in schema net from public;
