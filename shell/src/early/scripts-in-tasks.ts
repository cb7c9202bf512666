/** The bundler runtime's script loader: adds one chunk's `<script>` to the page. */
export type LoadScript = (
  url: string,
  done: (event?: Event) => void,
  key?: string,
  chunkId?: string | number,
) => void;

/**
 * Adds each chunk's script to the page in a task of its own, not in the task that asked for it.
 * Adding a `<script>` costs the browser about half a millisecond (its request is set up there and
 * then): a section, or a part hydrating, that needs twenty chunks spent 40-50 ms at 4x CPU adding
 * them, in one task. A request that starts one task later is not noticed on any network.
 */
export function addScriptsInTasks(runtime: { l?: LoadScript }): void {
  const load = runtime.l;
  if (!load) return;
  runtime.l = (url, done, key, chunkId) => {
    setTimeout(() => load(url, done, key, chunkId), 0);
  };
}
