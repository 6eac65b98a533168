-- Concern: rate limiting of failed sign-ins (the API's SignInThrottle), shared by every instance.
--
-- Only SHA-256 hashes of the identifiers (username or e-mail, lower-cased) are stored, never the
-- identifiers themselves. The table lives in `private`: only service_role, used by the sign-in
-- route's bookkeeping, reads and writes it. The index answers "failures of this identifier since
-- T" and lets old failures be deleted.

create table private.signin_failure (
  id uuid primary key default gen_random_uuid(),
  identifier_hash text not null,
  failed_at timestamptz not null default now(),
  constraint signin_failure_identifier_hash_format check (identifier_hash ~ '^[0-9a-f]{64}$')
);
-- Not reachable through the API anyway (private schema); RLS without policies denies everyone but
-- service_role, which bypasses it, should a grant ever slip in.
alter table private.signin_failure enable row level security;

comment on table private.signin_failure is 'One failed sign-in attempt, by hashed identifier, for rate limiting.';
comment on column private.signin_failure.id is 'Surrogate key; rows are only ever looked up by identifier_hash.';
comment on column private.signin_failure.identifier_hash is 'Lower-case hex SHA-256 of the lower-cased username or e-mail tried.';

create index signin_failure_identifier_hash_failed_at_idx on private.signin_failure (identifier_hash, failed_at);

revoke all on private.signin_failure from public, anon, authenticated;
grant select, insert, delete on private.signin_failure to service_role;
