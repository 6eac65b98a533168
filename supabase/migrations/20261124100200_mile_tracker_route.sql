-- Concern: the GPS route of a mile session, for the route drawing and the GPX export.
--
-- The points arrive in batches with each split and with the finish (the web app keeps the points
-- of the mile in progress until then), so the route is one array on the session rather than a row
-- per point: it is read whole, by its owner only, and never queried inside. Each element is
-- {"latitude": number, "longitude": number, "recordedAt": ISO instant}, in the order recorded.
-- `route_point_count` lets lists show whether a route exists without reading it.

alter table public.mile_tracker_session
  add column route jsonb not null default '[]'::jsonb,
  add column route_point_count integer generated always as (jsonb_array_length(route)) stored;

alter table public.mile_tracker_session
  add constraint mile_tracker_session_route_is_array check (jsonb_typeof(route) = 'array');

comment on column public.mile_tracker_session.route is
  'GPS points in recording order: [{"latitude", "longitude", "recordedAt"}]; empty for manual sessions.';
comment on column public.mile_tracker_session.route_point_count is
  'Number of points in route, kept by PostgreSQL.';
