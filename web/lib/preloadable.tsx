// A lazily loaded screen that renders at once when its code is already here. React suspends a
// lazy() component on its first render even when its module has loaded, and a fallback shown
// and replaced within 300 ms holds the screen back until those 300 ms are over: on a signed-in
// page load whose code was preloaded, My Recipes waited that long to draw for nothing.
import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the code (once); later calls return the same promise. */
  preload(): Promise<unknown>;
}

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Screen(props: P) {
    // Chosen once per mount: a screen that mounted through the lazy wrapper keeps it, as a
    // different component type would mount the screen again and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
