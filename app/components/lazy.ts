import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy for a part of a page that must still come in full from the server, because the page works
 * without JavaScript: the browser downloads its code only when asked (`preload`) or when it first renders,
 * inside a <Suspense> boundary.
 *
 * Once the code is loaded the component renders at once: React.lazy suspends on a pending promise even if it
 * is about to resolve, and a server render that suspends would stream the part later behind an inline script,
 * which a browser without JavaScript never runs. So the server loads the module when it starts, and a
 * module already loaded is handed over by a thenable that resolves synchronously.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = (): Promise<Loaded<P>> =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // a dropped connection: the next call tries again
        throw error;
      },
    ));
  const Component = lazy<ComponentType<P>>(() =>
    loaded ? ({ then: (resolve: (module: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : preload(),
  );
  if (typeof document === "undefined") void preload();
  return { Component, preload };
}
