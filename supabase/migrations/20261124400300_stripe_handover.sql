-- Concern: handing a visitor's Stripe customer and trialing subscription over to the account they
-- create next, without letting anyone else claim it and without leaving unclaimed ones behind.
--
-- A visitor who starts the trial with a card gets a Stripe customer and subscription before they
-- have an account. The server records them here with the SHA-256 of a random hand-over token that
-- only the visitor's browser receives. Sign-up presents the token; the row is claimed in one
-- conditional UPDATE (unclaimed, unexpired), so a token works once, for one account, within its
-- window. A Stripe Checkout (hosted buy button) completed without a member reference is recorded
-- the same way, claimable with its checkout session id. Rows nobody claims in time are swept: the
-- customer is deleted in Stripe (which cancels its subscriptions) and the row marked swept.
-- Written and read only by the server as service_role.

create table private.stripe_handover (
  id uuid primary key default gen_random_uuid(),
  token_hash text unique,
  checkout_session_id text unique,
  stripe_customer_id text unique,
  stripe_subscription_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  claimed_by uuid references auth.users (id) on delete set null,
  claimed_at timestamptz,
  swept_at timestamptz,
  constraint stripe_handover_has_proof check (token_hash is not null or checkout_session_id is not null),
  constraint stripe_handover_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$')
);
alter table private.stripe_handover enable row level security;

comment on table private.stripe_handover is
  'Stripe customers created for visitors (trial with a card, or a buy-button checkout) until an account claims '
  'them at sign-up; unclaimed ones are deleted in Stripe by the sweep after expires_at.';
comment on column private.stripe_handover.token_hash is
  'SHA-256 (hex) of the hand-over token given to the visitor''s browser; the token itself is never stored.';
comment on column private.stripe_handover.checkout_session_id is
  'Stripe Checkout session (cs_...) that created the customer, for buy-button purchases made before sign-up.';
comment on column private.stripe_handover.stripe_customer_id is
  'Null only between recording the hand-over and Stripe answering; the sweep then finds the customer by the '
  'idempotency key derived from id.';
comment on column private.stripe_handover.expires_at is 'Last moment the hand-over may be claimed.';
comment on column private.stripe_handover.claimed_by is 'The account that claimed it (null again if that account is deleted).';
comment on column private.stripe_handover.swept_at is 'When the sweep deleted the unclaimed customer in Stripe.';

create index stripe_handover_unclaimed_idx on private.stripe_handover (expires_at)
  where claimed_at is null and swept_at is null;
comment on index private.stripe_handover_unclaimed_idx is 'What the sweep looks at: unclaimed, not yet swept, by expiry.';
create index stripe_handover_claimed_by_idx on private.stripe_handover (claimed_by);

revoke all on private.stripe_handover from public, anon, authenticated;
grant select, insert, update on private.stripe_handover to service_role;
