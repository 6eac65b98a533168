-- Concern: a distance typed in kilometres reads back exactly as typed.
--
-- Distances are stored in miles. With two decimals of a mile (16 m) a distance typed with two
-- decimals of a kilometre could come back a hundredth off (5.03 km -> 3.13 mi -> 5.04 km); a
-- thousandth of a mile (1.6 m) is less than half a hundredth of a kilometre, so three decimals
-- give every such distance back exactly (the contract's units module converts and rounds, and its
-- tests go through every value). Widening the scale keeps every stored value and every bound.

alter table public.workout_exercise alter column distance type numeric(9, 3);

comment on column public.workout_exercise.distance is
  'Distance in miles, to the thousandth (a distance typed in kilometres round-trips exactly); the product '
  'measures weight in lbs.';
