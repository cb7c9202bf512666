import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { SelectField } from '@chargemaroc/shared/ui/form-field';
import { notify } from '@chargemaroc/shared/ui/toaster';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { loadExposedModule } from '@chargemaroc/shared/federation/exposed-module';
import { checkoutLabels } from '../../../labels';
import { needsInstallationSuggestion } from '../model/installation';

const labels = checkoutLabels.estimate;
export const ESTIMATE_MODULE = 'mf_shop/InstallationEstimateForm';

interface EstimateSubmission {
  estimate: { total: number; breakdown: { label: string; amount: number }[] };
  inputs: Record<string, unknown>;
  /** The breaker or panel photo the shopper chose (the form requires one). */
  photo?: File | null;
}

interface EstimateWidgetProps {
  onSubmit(submission: EstimateSubmission): void;
  onCancel?(): void;
  submitLabel?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

// The estimate belongs to the shop; the checkout only hosts it.
const EstimateWidget = lazy(async () => {
  const loaded = await loadExposedModule<{ default: ComponentType<EstimateWidgetProps> }>(ESTIMATE_MODULE);
  if (typeof loaded.default !== 'function') throw new Error(`${ESTIMATE_MODULE} exposes no component`);
  return loaded;
});

class EstimateBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="estimate-unavailable">
        {labels.unavailable}
      </Text>
    );
  }
}

/** Plain values only: what the server reads as the estimate's inputs. */
function toInputs(raw: Record<string, unknown>): Record<string, string | number> {
  const inputs: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      inputs[key] = value;
  }
  return inputs;
}

/**
 * For carts holding a charger: the shop's estimate form, whose result becomes a line's installation;
 * its photo is handed to `onPhoto` with the line's id, to be sent with the order.
 */
export function InstallationSuggestion({
  items,
  onPhoto,
}: {
  items: CartItem[];
  onPhoto(lineId: string, photo: File): void;
}) {
  const candidates = items.filter((item) => item.price !== null && needsInstallationSuggestion(item));
  const withoutService = candidates.filter((item) => !item.installationService.wanted);
  const [open, setOpen] = useState(false);
  const [lineId, setLineId] = useState<string>('');
  if (withoutService.length === 0) return null;
  const target = withoutService.find((item) => item.id === lineId) ?? withoutService[0]!;

  return (
    <Box
      as="section"
      aria-labelledby="checkout-estimate-title"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="charge.50"
    >
      <Heading as="h2" id="checkout-estimate-title" size="sm" mb="2">
        {labels.title}
      </Heading>
      <Text fontSize="sm" mb="3">
        {messages.checkout.installationSuggestion} {messages.cart.installation.discountHint}
      </Text>
      {!open ? (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {labels.open}
        </Button>
      ) : (
        <Stack gap="3">
          {withoutService.length > 1 && (
            <SelectField
              label={labels.line}
              value={target.id}
              options={withoutService.map((item) => ({ value: item.id, label: item.name }))}
              onChange={setLineId}
            />
          )}
          <EstimateBoundary>
            <Suspense fallback={<Spinner size="sm" role="status" aria-label={labels.loading} />}>
              <EstimateWidget
                headingLevel="h3"
                onCancel={() => setOpen(false)}
                onSubmit={({ estimate, inputs, photo }) => {
                  const answers = toInputs(inputs);
                  cartStore.getState().setInstallation(target.id, {
                    wanted: true,
                    cost: estimate.total,
                    estimate: {
                      total: estimate.total,
                      city: typeof answers.city === 'string' ? answers.city : undefined,
                      breakdown: estimate.breakdown,
                    },
                    inputs: answers,
                  });
                  if (photo) onPhoto(target.id, photo);
                  setOpen(false);
                  notify({
                    type: 'success',
                    title: formatMessage(labels.added, {
                      name: target.name,
                      amount: formatPrice(estimate.total),
                    }),
                  });
                }}
              />
            </Suspense>
          </EstimateBoundary>
        </Stack>
      )}
    </Box>
  );
}
