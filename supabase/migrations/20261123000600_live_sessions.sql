-- Concern: a signed-out or revoked session's access token stops working at once.
--
-- An access token is a signed JWT valid for an hour; signing it out only deletes its row in
-- auth.sessions (GoTrue does the same, and so does the local provider). Every request a member
-- makes runs in one transaction that first sets the JWT claims (db/as-user.ts); that same
-- statement now calls this check, so a token whose session_id no longer names a live session of
-- its subject is refused before any of the request's statements run. The SQLSTATE PT401 follows
-- PostgREST's convention (PTxyz answers HTTP xyz); the API maps it to 401.

create or replace function private.assert_live_session(p_claims_json text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- Taken as text, the same text set as request.jwt.claims, so drivers cannot re-encode it.
  p_claims jsonb := p_claims_json::jsonb;
begin
  if not exists (
    select 1 from auth.sessions s
    where s.id = (p_claims ->> 'session_id')::uuid
      and s.user_id = (p_claims ->> 'sub')::uuid
      and (s.not_after is null or s.not_after > pg_catalog.now())
  ) then
    raise exception using errcode = 'PT401', message = 'session_not_live',
      detail = 'The session of this access token was signed out or revoked.';
  end if;
  return true;
end;
$$;
comment on function private.assert_live_session(text) is
  'Raises PT401 unless the claims name a live session (auth.sessions) of their subject.';
revoke execute on function private.assert_live_session(text) from public, anon, authenticated;
