import type { Compiler } from '@rspack/core';

export declare const GLOBAL_CSS_MANIFEST: 'global-css.json';
export declare class GlobalCssPlugin {
  apply(compiler: Compiler): void;
}
