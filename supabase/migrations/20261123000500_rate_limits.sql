-- Concern: rate limits that hold under concurrency (sign-in per account and per client address,
-- sign-up probing per address, and any later per-member limit).
--
-- The sign-in throttle of 20261122001600 read the count of failures and recorded a failure in two
-- separate steps, so 1,000 wrong passwords sent at once all passed the check before any was
-- recorded. Here checking and recording are one step: `private.take_rate_limit_slot` serialises
-- callers of the same bucket and key with a transaction-scoped advisory lock, counts the hits in the
-- window and records a new one only when the limit allows it. A caller whose attempt turns out
-- harmless (a correct password, a sign-up that revealed nothing) gives its slot back with
-- `private.release_rate_limit_slot`. N parallel attempts can therefore never take more than the
-- limit. Keys are SHA-256 hashes (account identifiers and addresses are never stored).

create table private.rate_limit_hit (
  id bigint generated always as identity primary key,
  bucket text not null,
  key_hash text not null,
  hit_at timestamptz not null default now(),
  constraint rate_limit_hit_bucket_format check (bucket ~ '^[a-z_]{1,40}$'),
  constraint rate_limit_hit_key_hash_format check (key_hash ~ '^[0-9a-f]{64}$')
);
alter table private.rate_limit_hit enable row level security;

comment on table private.rate_limit_hit is
  'One counted attempt of a rate-limited action (bucket) by a hashed key (account, address or member).';
comment on column private.rate_limit_hit.bucket is
  'What is limited, e.g. signin_account, signin_address, signup_probe.';
comment on column private.rate_limit_hit.key_hash is 'Lower-case hex SHA-256 of the limited key.';

create index rate_limit_hit_bucket_key_hash_hit_at_idx on private.rate_limit_hit (bucket, key_hash, hit_at);

revoke all on private.rate_limit_hit from public, anon, authenticated;
grant select, insert, delete on private.rate_limit_hit to service_role;

create or replace function private.take_rate_limit_slot(
  p_bucket text,
  p_key_hash text,
  p_max_hits integer,
  p_window_seconds integer
)
returns table (allowed boolean, retry_after_seconds integer, hit_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window interval := pg_catalog.make_interval(secs => p_window_seconds);
  v_hits integer;
  v_oldest timestamptz;
  v_id bigint;
begin
  -- Held until the caller's transaction ends, so the count below always includes every hit
  -- recorded by an earlier caller of the same bucket and key.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_bucket || ':' || p_key_hash, 0));
  delete from private.rate_limit_hit
  where bucket = p_bucket and key_hash = p_key_hash and hit_at <= pg_catalog.now() - v_window;
  select pg_catalog.count(*)::integer, pg_catalog.min(h.hit_at) into v_hits, v_oldest
  from private.rate_limit_hit h
  where h.bucket = p_bucket and h.key_hash = p_key_hash;
  if v_hits >= p_max_hits then
    return query select false,
      greatest(1, pg_catalog.ceil(extract(epoch from (v_oldest + v_window - pg_catalog.now())))::integer),
      null::bigint;
    return;
  end if;
  insert into private.rate_limit_hit (bucket, key_hash) values (p_bucket, p_key_hash) returning id into v_id;
  return query select true, 0, v_id;
end;
$$;
comment on function private.take_rate_limit_slot(text, text, integer, integer) is
  'Atomically: allowed when fewer than p_max_hits hits of (bucket, key) fall in the window, and then records one.';

create or replace function private.release_rate_limit_slot(p_hit_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.rate_limit_hit where id = p_hit_id;
$$;
comment on function private.release_rate_limit_slot(bigint) is
  'Gives back a slot whose attempt did no harm (a correct password, an answer that revealed nothing).';

create or replace function private.clear_rate_limit(p_bucket text, p_key_hash text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.rate_limit_hit where bucket = p_bucket and key_hash = p_key_hash;
$$;
comment on function private.clear_rate_limit(text, text) is
  'Forgets every hit of (bucket, key): a successful sign-in clears its account''s failures.';

revoke execute on function private.take_rate_limit_slot(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function private.release_rate_limit_slot(bigint) from public, anon, authenticated;
revoke execute on function private.clear_rate_limit(text, text) from public, anon, authenticated;
grant execute on function private.take_rate_limit_slot(text, text, integer, integer) to service_role;
grant execute on function private.release_rate_limit_slot(bigint) to service_role;
grant execute on function private.clear_rate_limit(text, text) to service_role;

-- The failures of the old throttle move to the new table, which replaces it.
insert into private.rate_limit_hit (bucket, key_hash, hit_at)
select 'signin_account', identifier_hash, failed_at from private.signin_failure;
drop table private.signin_failure;
