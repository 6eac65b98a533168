import type { PrivacySettings } from '../contract/privacy.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * The caller's privacy choices (public.privacy_setting, own row only under row-level security).
 * No row means the defaults: shown on the leaderboard, streak shown.
 */

type PrivacyRow = Pick<Row<'public.privacy_setting'>, 'show_on_leaderboard' | 'show_streak'>;

const toSettings = (row: PrivacyRow | undefined): PrivacySettings => ({
  showOnLeaderboard: row?.show_on_leaderboard ?? true,
  showStreak: row?.show_streak ?? true,
});

export async function readPrivacy(tx: Tx): Promise<PrivacySettings> {
  const [row] = await tx<PrivacyRow[]>`
    select show_on_leaderboard, show_streak from public.privacy_setting where user_id = (select auth.uid())`;
  return toSettings(row);
}

export async function updatePrivacy(
  tx: Tx,
  changes: { showOnLeaderboard?: boolean | undefined; showStreak?: boolean | undefined },
): Promise<PrivacySettings> {
  const onLeaderboard = changes.showOnLeaderboard ?? null;
  const streak = changes.showStreak ?? null;
  const [row] = await tx<PrivacyRow[]>`
    insert into public.privacy_setting (user_id, show_on_leaderboard, show_streak)
    values ((select auth.uid()), coalesce(${onLeaderboard}::boolean, true), coalesce(${streak}::boolean, true))
    on conflict (user_id) do update
    set show_on_leaderboard = coalesce(${onLeaderboard}::boolean, public.privacy_setting.show_on_leaderboard),
        show_streak = coalesce(${streak}::boolean, public.privacy_setting.show_streak)
    returning show_on_leaderboard, show_streak`;
  return toSettings(row);
}
