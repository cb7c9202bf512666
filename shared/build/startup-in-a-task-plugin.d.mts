import type { Compiler } from '@rspack/core';

export declare function startupInATask(code: string): string;
export declare class StartupInATaskPlugin {
  constructor(options?: { chunk?: string });
  apply(compiler: Compiler): void;
}
