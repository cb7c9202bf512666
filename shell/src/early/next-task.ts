/**
 * Resolves in a later task: the browser may paint and answer input in between. Start-up work is cut
 * into such steps so that none blocks input for long (Lighthouse counts each task over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
