/**
 * Telling the member the rest is over: a vibration where the device has one, and a notification
 * when the tab is not on screen (only if they allowed it; the timer works the same without).
 */

const ASKED_KEY = 'rest-notification-asked';

/** Asks once per browser, from the tap that starts the first rest (browsers want a gesture). */
export function askForRestNotifications(): void {
  if (!('Notification' in window) || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    return;
  }
  Notification.requestPermission().catch(() => {
    // Refused or unsupported: the bar and the vibration still tell.
  });
}

export function announceRestOver(): void {
  // Browsers refuse (and complain about) a vibration before the page was ever touched, as after a reload.
  if ('vibrate' in navigator && navigator.userActivation?.hasBeenActive !== false) {
    navigator.vibrate([200, 100, 200]);
  }
  if (!document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    new Notification('Rest over', { body: 'Time for your next set', tag: 'rest-timer' });
  } catch {
    // Some phones only show notifications through a service worker; the vibration has told.
  }
}
