import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Money, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import type { EstimateSubmission } from '../hooks/use-estimate-form';
import { InstallationEstimateForm, type InstallationEstimateFormProps } from './InstallationEstimateForm';
import { paths } from '@chargemaroc/shared/routing/paths';

export type EstimateWidgetProps = Partial<InstallationEstimateFormProps>;

/**
 * The estimate form for pages outside the cart (installation page, checkout). With `onSubmit` the
 * host takes the result (and the photo) from there; without it the result is shown with a link to
 * request the installation.
 */
export function EstimateWidget({ onSubmit, ...props }: EstimateWidgetProps) {
  const [result, setResult] = useState<EstimateSubmission | null>(null);
  if (onSubmit) return <InstallationEstimateForm {...props} onSubmit={onSubmit} />;
  if (result) {
    return (
      <Alert.Root status="success" role="status" flexDirection="column" alignItems="start" gap="3">
        <Alert.Title>{shopLabels.estimate.resultTitle}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text fontSize="2xl" fontWeight="bold" data-testid="estimate-result">
              <Money amount={result.estimate.total} />
            </Text>
            <Text fontSize="sm">{shopLabels.estimate.disclaimer}</Text>
          </Stack>
        </Alert.Description>
        <Stack direction="row" gap="2">
          <Button asChild size="sm">
            <RouterLink
              to={paths.installationRequest.href()}
              state={{ estimate: result.estimate, inputs: result.inputs }}
            >
              {messages.estimate.requestInstallation}
            </RouterLink>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setResult(null)}>
            {shopLabels.estimate.edit}
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  return <InstallationEstimateForm {...props} onSubmit={setResult} />;
}
