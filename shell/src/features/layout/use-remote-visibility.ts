import { useRemoteEnabled, type RemoteName } from '../../remotes/remotes-context';
import type { NavLinkItem } from './navigation';

export interface RemoteVisibility {
  isEnabled: (remote: RemoteName) => boolean;
  visibleLinks: (links: readonly NavLinkItem[]) => NavLinkItem[];
}

/** Tells which navigation entries to show: those whose remote is not switched off. */
export function useRemoteVisibility(): RemoteVisibility {
  const isEnabled = useRemoteEnabled();
  return { isEnabled, visibleLinks: (links) => links.filter((link) => isEnabled(link.remote)) };
}
