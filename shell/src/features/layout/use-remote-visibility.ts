import { useIsRemoteEnabled, type RemoteName } from '../../remotes/remotes-context';
import type { NavLinkItem } from './navigation';

export interface RemoteVisibility {
  isEnabled: (remote: RemoteName) => boolean;
  visibleLinks: (links: readonly NavLinkItem[]) => NavLinkItem[];
}

/** Tells which navigation entries to show: those whose remote is not switched off. */
export function useRemoteVisibility(): RemoteVisibility {
  const enabled: Record<RemoteName, boolean> = {
    mf_shop: useIsRemoteEnabled('mf_shop'),
    mf_vehicles: useIsRemoteEnabled('mf_vehicles'),
    mf_checkout: useIsRemoteEnabled('mf_checkout'),
    mf_account: useIsRemoteEnabled('mf_account'),
    mf_content: useIsRemoteEnabled('mf_content'),
    mf_stations: useIsRemoteEnabled('mf_stations'),
  };
  const isEnabled = (remote: RemoteName) => enabled[remote];
  return { isEnabled, visibleLinks: (links) => links.filter((link) => isEnabled(link.remote)) };
}
