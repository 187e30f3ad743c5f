import { providedShareScope } from './provided-shared';

/**
 * A remote's container as webpack exposes it (its remoteEntry.js sets a global named after the app):
 * `init` takes the share scope the remote's modules consume React and the rest from, `get` a module's factory.
 */
interface Container {
  init(shareScope: object): Promise<unknown> | unknown;
  get(module: string): Promise<() => unknown>;
}

const scripts = new Map<string, HTMLScriptElement>();
const containers = new Map<string, Promise<Container>>();
/** One share scope for every remote: they all take the shell's one copy of each singleton. */
let shareScope: object | null = null;

function addScript(name: string, entry: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = entry;
    script.async = true;
    script.onload = () => {
      const container = (window as unknown as Record<string, Container | undefined>)[name];
      if (container && typeof container.get === 'function') resolve(container);
      else reject(new Error(`${entry} did not define the container ${name}`));
    };
    script.onerror = () => reject(new Error(`Failed to load script resources: ${entry}`));
    scripts.set(name, script);
    document.head.append(script);
  });
}

/** Forgets a remote's container (its script and global), so its next load runs its entry afresh. */
export function forgetContainer(name: string): void {
  scripts.get(name)?.remove();
  scripts.delete(name);
  containers.delete(name);
  // The entry declares the container with `var`: a property of the page that cannot be deleted, only replaced.
  (window as unknown as Record<string, unknown>)[name] = undefined;
}

const preloaded = new Set<string>();

/** Downloads a remote's entry without running it (it runs once its manifest has been checked). */
export function preloadEntry(entry: string): void {
  if (preloaded.has(entry)) return;
  preloaded.add(entry);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry;
  document.head.append(link);
}

/** The remote's container, its remoteEntry.js loaded and initialised once per tab (again once forgotten). */
function containerOf(name: string, entry: string): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    container = addScript(name, entry).then(async (loaded) => {
      shareScope ??= providedShareScope();
      await loaded.init(shareScope);
      return loaded;
    });
    container.catch(() => forgetContainer(name));
    containers.set(name, container);
  }
  return container;
}

/** A module a remote exposes (`./screens`), from its container. */
export async function exposedModule<T>(name: string, entry: string, module: string): Promise<T> {
  const container = await containerOf(name, entry);
  const factory = await container.get(module);
  return factory() as T;
}
