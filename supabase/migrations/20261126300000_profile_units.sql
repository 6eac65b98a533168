-- Concern: the member's units of measure (metric or imperial).
--
-- Weights stay stored in pounds and distances in miles everywhere; this choice only says how the
-- member reads and types them. It starts empty: the web app fills it once with the browser's
-- locale (imperial for a United States locale, metric otherwise) on the member's first visit, so a
-- member created by any path (password, Google, the Supabase dashboard) gets the same default, and
-- an empty value never stands for a choice the member did not make. The member changes it in
-- Settings, through the API or through the Data API, like their names and time zone.

alter table public.profile
  add column units text,
  add constraint profile_units_choice check (units in ('metric', 'imperial'));

comment on column public.profile.units is
  'How the member reads and types weights and distances: metric (kg, km) or imperial (lb, mi); stored '
  'figures stay in pounds and miles. Null until the member''s first browser sets its locale''s default.';

grant update (units) on public.profile to authenticated;
