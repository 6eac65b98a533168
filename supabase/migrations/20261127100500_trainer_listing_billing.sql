-- Concern: a trainer's monthly listing plan as Stripe reports it (the webhook, as the service).
--
-- Stripe's statuses map onto the trainer's `subscription_status`: trialing and active keep the
-- trainer listed until the period's end; past_due, unpaid and canceled end the listing
-- (`expired`); anything else (incomplete, statuses Stripe adds later) is `inactive`.

create or replace function private.apply_trainer_listing(
  p_customer_id text,
  p_subscription_id text,
  p_status text,
  p_period_end timestamptz
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  mapped public.subscription_status := case
    when p_status in ('active', 'trialing') then 'active'
    when p_status in ('past_due', 'unpaid', 'canceled') then 'expired'
    else 'inactive'
  end;
begin
  update public.trainer t
  set subscription_status = mapped,
      subscription_expires_at = p_period_end,
      stripe_subscription_id = p_subscription_id,
      last_payment_date = case when mapped = 'active' then pg_catalog.now() else t.last_payment_date end
  where t.stripe_subscription_id = p_subscription_id
     or (t.stripe_customer_id = p_customer_id and t.stripe_subscription_id is null);
  return found;
end;
$$;
comment on function private.apply_trainer_listing(text, text, text, timestamptz) is
  'Applies a listing subscription''s Stripe status to its trainer; false when no trainer has it.';
revoke execute on function private.apply_trainer_listing(text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function private.apply_trainer_listing(text, text, text, timestamptz) to service_role;
