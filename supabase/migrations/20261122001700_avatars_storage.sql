-- Concern: the `avatars` storage bucket for profile pictures and who may write to it.
--
-- The bucket is public: pictures are served by URL to anyone who has it, with no row-level check
-- (Supabase serves public buckets without consulting storage.objects policies). Writes are limited
-- to the member's own folder, `<user id>/...`. The 5 MB limit and image types match the
-- profile editor's picture rules; the API also checks the bytes (magic numbers) before uploading.
-- `on conflict do nothing` keeps a bucket already created on the project (e.g. by config) as is.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do nothing;

create policy "Members read their own avatar files"
  on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Members upload avatars to their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Members replace avatars in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Members delete avatars in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
