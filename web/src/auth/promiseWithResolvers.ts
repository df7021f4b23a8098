/**
 * keycloak-js 26 calls Promise.withResolvers, which Safari gained only in 17.4; older iPads are common in
 * rural Alaska, so the app supplies it where the browser does not.
 */
interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

type PromiseWithResolvers = PromiseConstructor & { withResolvers?: <T>() => Resolvers<T> };

export function ensurePromiseWithResolvers(): void {
  const promiseConstructor = Promise as PromiseWithResolvers;
  if (promiseConstructor.withResolvers) return;
  promiseConstructor.withResolvers = <T>() => {
    let resolve!: Resolvers<T>['resolve'];
    let reject!: Resolvers<T>['reject'];
    const promise = new Promise<T>((resolvePromise, rejectPromise) => {
      resolve = resolvePromise;
      reject = rejectPromise;
    });
    return { promise, resolve, reject };
  };
}
