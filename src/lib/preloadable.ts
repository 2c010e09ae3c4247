import { createElement, lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` that renders at once when its module is already in. A lazy component suspends on its first
 * render even when its chunk has been downloaded (it reads the import's promise only asynchronously); React
 * then shows the fallback and holds the content back for a while. `preload()` starts (or reuses) the
 * download; a component mounted after it resolved renders the module directly, without suspending.
 */
export function preloadable<P extends object, M extends Module<P>>(load: () => Promise<M>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}
