import { lazy, Suspense } from 'react';
import { Skeleton } from '@chargemaroc/shared/ui/content';
import type { InstallationEstimateFormProps } from './InstallationEstimateForm';

// The form (and its slider and radio code) loads only when someone opens it.
const InstallationEstimateForm = lazy(() =>
  import('./InstallationEstimateForm').then((module) => ({ default: module.InstallationEstimateForm })),
);

export function LazyEstimateForm(props: InstallationEstimateFormProps) {
  return (
    <Suspense fallback={<Skeleton height="420px" rounded="lg" />}>
      <InstallationEstimateForm {...props} />
    </Suspense>
  );
}
