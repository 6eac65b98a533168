import { type ComponentType, lazy, useState } from 'react';

/**
 * Loads a screen's chunk and remembers the module once it has arrived, so that a screen already
 * downloaded renders at once (lazyScreen) instead of suspending for a moment.
 */
export interface ScreenLoader<Module> {
  (): Promise<Module>;
  loaded: () => Module | undefined;
}

export function screen<Module>(load: () => Promise<Module>): ScreenLoader<Module> {
  let module: Module | undefined;
  return Object.assign(
    () =>
      load().then((loaded) => {
        module = loaded;
        return loaded;
      }),
    { loaded: () => module },
  );
}

/**
 * React's `lazy` for a screen, except that a screen whose chunk has already arrived renders at
 * once. `lazy` suspends on its first render even then, and once a Suspense fallback has been
 * shown React holds back what replaces it for 300 ms (its fallback throttle): a page load whose
 * chunks were fetched beside the session check waited that long before the screen, and its data
 * requests, started.
 */
export function lazyScreen<Props extends object>(
  loader: ScreenLoader<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(loader);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as `lazy` makes its own.
  return function Screen(props: Props) {
    // Decided once per mount: switching between the two would mount the screen again.
    const [Loaded] = useState(() => loader.loaded()?.default);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
