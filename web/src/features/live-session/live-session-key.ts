/** Where a member's live session is kept in local storage: one per member on a shared browser. */
export const liveSessionStorageKey = (userId: string) => `live-session:${userId}`;
