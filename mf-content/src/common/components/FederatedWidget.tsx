import { Component, createElement, Suspense, use, useRef, type ComponentType, type ReactNode } from 'react';
import { Box, Spinner, Text, type BoxProps } from '@chargemaroc/shared/ui';
import { loadExposedModule } from '../api/federated-module';
import { useNearViewport } from '../hooks/use-near-viewport';

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

export interface FederatedWidgetProps extends Omit<BoxProps, 'children'> {
  /** 'remote/Module', e.g. 'mf_shop/RecommendationsBlock'. */
  module: string;
  widgetProps?: Record<string, unknown>;
  /** Accessible name of the loading state. */
  label: string;
  /** Shown in place when the widget cannot load. */
  unavailable: string;
  /** How close to the viewport the widget starts loading (CSS margin). */
  nearMargin?: string;
}

/**
 * Another section's widget in a box of reserved size (`minH`): loaded through federation when the
 * visitor gets near it, inside an error boundary, so a remote that is down leaves a note and the
 * page around it keeps working and does not move.
 */
export function FederatedWidget({
  module,
  widgetProps,
  label,
  unavailable,
  nearMargin = '400px',
  ...box
}: FederatedWidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, nearMargin);
  const loading = (
    <Box display="flex" justifyContent="center" py="6">
      <Spinner size="sm" role="status" aria-label={label} />
    </Box>
  );
  const fallback = (
    <Text color="fg.muted" fontSize="sm" role="status">
      {unavailable}
    </Text>
  );
  return (
    <Box ref={ref} {...box}>
      {near ? (
        <WidgetBoundary fallback={fallback}>
          <Suspense fallback={loading}>
            <RemoteWidget module={module} widgetProps={widgetProps} />
          </Suspense>
        </WidgetBoundary>
      ) : (
        loading
      )}
    </Box>
  );
}
