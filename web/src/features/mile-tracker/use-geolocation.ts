import { useEffect, useRef, useState } from 'react';
import type { Fix } from './geo.ts';

export type GpsProblem = 'denied' | 'unavailable' | null;

export const geolocationAvailable = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

const PERMISSION_DENIED = 1;

/**
 * Before a GPS session starts: may this page read the position? Asks the member when the browser
 * has not decided yet. Only a refusal stops the start; a slow first fix does not (the watch keeps
 * trying while the member gets going).
 */
export async function checkLocationAccess(): Promise<'ok' | 'denied' | 'unsupported'> {
  if (!geolocationAvailable()) return 'unsupported';
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' });
    if (permission?.state === 'granted') return 'ok';
    if (permission?.state === 'denied') return 'denied';
  } catch {
    // No Permissions API here: ask by reading the position.
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve('ok'),
      (error) => resolve(error.code === PERMISSION_DENIED ? 'denied' : 'ok'),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 15_000 },
    );
  });
}

/**
 * Positions from watchPosition while `enabled`, each stamped with the page's own clock when it
 * arrives (the same clock the timer reads; the position's own timestamp may come from elsewhere).
 */
export function useGeolocation(enabled: boolean, onFix: (fix: Fix) => void): GpsProblem {
  const [problem, setProblem] = useState<GpsProblem>(null);
  const onFixRef = useRef(onFix);
  useEffect(() => {
    onFixRef.current = onFix;
  }, [onFix]);

  useEffect(() => {
    if (!enabled || !geolocationAvailable()) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setProblem(null);
        onFixRef.current({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
          at: Date.now(),
        });
      },
      (error) => setProblem(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      setProblem(null);
    };
  }, [enabled]);

  return problem;
}
