-- Concern: the private `food-photos` bucket for photos of meals a member scanned.
--
-- Private: a photo is served only through the API to its member (storage.objects policies decide,
-- in both runtimes), never by a public URL. Objects live in the member's folder `<user id>/...`.
-- Uploading is a photo scan, which is Premium; reading and deleting one's own stay free, as the
-- entries that keep them are the member's history.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('food-photos', 'food-photos', false, 5242880, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

create policy "Members read their own food photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'food-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Members upload food photos to their own folder while Premium"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'food-photos' and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select e.has_premium from public.subscription_entitlement() e)
  );

create policy "Members delete their own food photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'food-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
