/**
 * Where the device's copy of a member's answers lives: its own IndexedDB database, so no other
 * store's upgrade can touch it. The browser tests read it here too.
 */
export const DEVICE_COPY_DATABASE = 'fittrack-offline-reads';
export const DEVICE_COPY_STORE = 'answers';
export const DEVICE_COPY_KEY = 'last-seen';
