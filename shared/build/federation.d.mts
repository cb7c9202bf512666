import type { Configuration } from '@rspack/core';

import type { REMOTE_FOLDERS } from '../remotes.mjs';

export type RemoteFolder = (typeof REMOTE_FOLDERS)[number];
export declare const REMOTES: Readonly<Record<RemoteFolder, { name: string; port: number }>>;
export declare const SHELL_PORT: number;
export declare const CMS_PORT: number;
export declare function sharedModules(
  side: 'browser' | 'server',
  options?: { designSystemFromHost?: boolean },
): Record<string, unknown>;
export declare function createFederatedConfig(options: {
  appDir: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  publicPath?: string;
  html?: { title: string; template?: string };
  devServer?: Record<string, unknown>;
  runtimePlugins?: string[];
  isHost?: boolean;
  /** Shared-package modules the host's entry imports before the federation boundary. */
  eagerShared?: string[];
}): Configuration & { plugins: NonNullable<Configuration['plugins']> };
export declare function createServerContainerConfig(options: {
  appDir: string;
  name: string;
  exposes: Record<string, string>;
}): Configuration;
/** A remote's browser build; `./routes` is always exposed, `exposes` adds the others. */
export declare function createRemoteConfig(options: {
  appDir: string;
  /** The section's French name in the standalone page's title. */
  section: string;
  exposes?: Record<string, string>;
}): Configuration & { plugins: NonNullable<Configuration['plugins']> };
/** A remote's server container, with the same public modules as its browser build. */
export declare function createRemoteServerConfig(options: {
  appDir: string;
  exposes?: Record<string, string>;
}): Configuration;
export declare function createHostServerConfig(options: { appDir: string }): Configuration;
