-- Concern: which barcodes exist at all: 8 to 14 digits whose last digit is the GS1 check digit.
--
-- EAN-8, UPC-A (12), EAN-13 and GTIN-14 share one rule when the digits are read right-aligned:
-- weights 3 and 1 alternate from the digit left of the check digit, and the check digit brings the
-- weighted sum to a multiple of 10. Used by the check constraints of the barcode tables, so a code
-- that cannot be printed on a product is refused on every path, not only by the API. In the private
-- schema, out of the Data API's reach; members execute it only through those checks.

create or replace function private.is_valid_barcode(p_code text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select p_code ~ '^[0-9]{8,14}$'
    and (
      select (10 - (sum(substr(p_code, length(p_code) - i, 1)::int * case when i % 2 = 1 then 3 else 1 end) % 10)) % 10
      from pg_catalog.generate_series(1, length(p_code) - 1) as i
    ) = substr(p_code, length(p_code), 1)::int
$$;
comment on function private.is_valid_barcode(text) is
  'True for 8-14 digits whose last is the GS1 check digit (EAN-8, UPC-A, EAN-13, GTIN-14).';
revoke execute on function private.is_valid_barcode(text) from public, anon;
grant execute on function private.is_valid_barcode(text) to authenticated, service_role;
