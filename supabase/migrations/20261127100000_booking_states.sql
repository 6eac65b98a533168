-- Concern: the two ends a booking can reach besides completed and cancelled.
--
-- `declined`: the trainer said no, or nobody answered a request within 48 hours. `no_show`: the
-- member did not come to a confirmed session. Added in a file of their own because a new enum
-- value cannot be used in the transaction that adds it; the rules that use them come next and
-- name them only inside PL/pgSQL bodies, which are read when they run.

alter type public.booking_status add value if not exists 'declined';
alter type public.booking_status add value if not exists 'no_show';
