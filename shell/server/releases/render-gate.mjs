/**
 * Lets renders of one live set run together, and a render of another set start only once those are
 * done: the federation runtime registers one container per remote name in a process, and a render
 * must not pick up a container registered for another set halfway through (its HTML would name one
 * release and its markup come from another: a hydration error in the browser).
 */
export function createRenderGate() {
  let currentKey = null;
  let running = 0;
  /** @type {Array<{ key: string, start: () => void }>} */
  const waiting = [];

  function admitWaiting() {
    if (running > 0 || waiting.length === 0) return;
    currentKey = waiting[0].key;
    // every waiting render of that set goes together
    for (let index = 0; index < waiting.length;) {
      if (waiting[index].key === currentKey) {
        running += 1;
        waiting.splice(index, 1)[0].start();
      } else index += 1;
    }
  }

  /**
   * @template T
   * @param {string} key the live set's key
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function run(key, work) {
    if (waiting.length === 0 && (currentKey === key || running === 0)) {
      currentKey = key;
      running += 1;
    } else {
      await new Promise((resolve) => {
        waiting.push({ key, start: resolve });
        admitWaiting();
      });
    }
    try {
      return await work();
    } finally {
      running -= 1;
      admitWaiting();
    }
  }

  return { run };
}
