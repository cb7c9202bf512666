import { Component, createElement, use, type ComponentType, type ReactNode } from 'react';
import { Text } from '@chargemaroc/shared/ui/layout';
import { loadExposedModule } from '@chargemaroc/shared/federation/exposed-module';
import { NearViewportSlot, type NearViewportSlotProps } from './NearViewportSlot';

type WidgetComponent = ComponentType<Record<string, unknown>>;

/**
 * The load of each exposed module (code, not visitor data: the same for every page). A failed load
 * is kept too: React retries a suspended render with the same promise, and a fresh one each time
 * would suspend forever; the next page load tries again.
 */
const loads = new Map<string, Promise<WidgetComponent>>();

function loadWidget(id: string): Promise<WidgetComponent> {
  let load = loads.get(id);
  if (!load) {
    load = loadExposedModule<{ default?: unknown }>(id).then((loaded) => {
      if (typeof loaded.default !== 'function') throw new Error(`${id} exposes no component`);
      return loaded.default as WidgetComponent;
    });
    loads.set(id, load);
  }
  return load;
}

/** Suspends until the module is loaded, then renders its component. */
function RemoteWidget({ module, widgetProps }: { module: string; widgetProps?: Record<string, unknown> }) {
  // the loaded module's component is stable: one per module, kept by loadWidget
  return createElement(use(loadWidget(module)), widgetProps);
}

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('Widget unavailable', error.message);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface FederatedWidgetProps extends Omit<NearViewportSlotProps, 'children'> {
  /** 'remote/Module', e.g. 'mf_shop/RecommendationsBlock'. */
  module: string;
  widgetProps?: Record<string, unknown>;
  /** Shown in place when the widget cannot load. */
  unavailable: string;
}

/**
 * Another section's widget in a box of reserved size (`minH`): loaded through federation when the
 * visitor gets near it, inside an error boundary, so a remote that is down leaves a note and the
 * page around it keeps working and does not move.
 */
export function FederatedWidget({ module, widgetProps, unavailable, ...slot }: FederatedWidgetProps) {
  const fallback = (
    <Text color="fg.muted" fontSize="sm" role="status">
      {unavailable}
    </Text>
  );
  return (
    <NearViewportSlot {...slot}>
      <WidgetBoundary fallback={fallback}>
        <RemoteWidget module={module} widgetProps={widgetProps} />
      </WidgetBoundary>
    </NearViewportSlot>
  );
}
