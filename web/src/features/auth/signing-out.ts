import { useSyncExternalStore } from 'react';

/**
 * Whether a sign-out is under way in this tab. The route table leaves the signed-in screens as soon
 * as it starts, so none of them renders again once the member's token and cached answers are gone
 * (they would find no member). The flag is never lowered: sign-out ends in a page load.
 */
let underWay = false;
const listeners = new Set<() => void>();

export const signingOut = {
  start() {
    underWay = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isUnderWay: () => underWay,
};

export function useSigningOut(): boolean {
  return useSyncExternalStore(signingOut.subscribe, signingOut.isUnderWay, () => false);
}
