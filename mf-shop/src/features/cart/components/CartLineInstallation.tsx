import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Skeleton } from '@chargemaroc/shared/ui/content';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { NativeSwitch } from '@chargemaroc/shared/ui/native-controls';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { formatPrice } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import {
  installationPhotosStore,
  useInstallationPhotos,
} from '@chargemaroc/shared/stores/installation-photos';
import { shopLabels } from '../../../labels';
import { LazyEstimateForm } from '../../installation/components/LazyEstimateForm';
import { toEstimateInputs, toStoredInputs } from '../../installation/model/stored-inputs';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = shopLabels.cart.installation;

/**
 * The installation service of one cart line: off by default; switching it on opens the estimate
 * form, whose submission turns it on at the estimated cost. 'Modifier' reopens the form, 'Retirer'
 * or switching off turns it off, cancel closes the form.
 */
export function CartLineInstallation({ item }: { item: CartItem }) {
  const [formOpen, setFormOpen] = useState(false);
  // the photo is kept in this browser (it survives a reload) until the order takes it
  const kept = useInstallationPhotos((state) => state.photos[item.id]);
  const photosLoaded = useInstallationPhotos((state) => state.loaded);
  const { wanted, cost, estimate, inputs: answers } = item.installationService;

  const turnOff = () => {
    cartStore.getState().setInstallation(item.id, { wanted: false, cost: 0 });
    setFormOpen(false);
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <NativeSwitch
          checked={wanted || formOpen}
          onCheckedChange={(checked) => (checked ? setFormOpen(true) : turnOff())}
          description={labels.hint}
        >
          {messages.cart.installation.label}
        </NativeSwitch>
        {wanted && !formOpen && (
          <HStack gap="2">
            <Text
              fontSize="sm"
              color="charge.700"
              fontWeight="medium"
              data-testid={`installation-cost-${item.id}`}
            >
              {formatMessage(labels.wanted, { amount: formatPrice(cost) })}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setFormOpen(true)}>
              {messages.cart.installation.edit}
            </Button>
            <Button size="xs" variant="ghost" onClick={turnOff}>
              {messages.cart.installation.remove}
            </Button>
            {/* the request page takes the answers over (spec §2: the cart links to it) */}
            <Button asChild size="xs" variant="ghost">
              <RouterLink to={paths.installationRequest.href()} state={{ estimate, inputs: answers }}>
                {labels.request}
              </RouterLink>
            </Button>
          </HStack>
        )}
      </HStack>
      {formOpen && !photosLoaded && <Skeleton height="420px" rounded="lg" />}
      {formOpen && photosLoaded && (
        <Box>
          <LazyEstimateForm
            headingLevel="h3"
            initialInputs={
              answers ? toEstimateInputs(answers) : estimate?.city ? { city: estimate.city } : undefined
            }
            initialPhoto={kept?.file ?? null}
            onCancel={() => setFormOpen(false)}
            onSubmit={({ estimate: result, inputs, photo: chosen }) => {
              // the same photo again is not a new one (the checkout sends each photo once)
              if (chosen !== kept?.file) installationPhotosStore.getState().keep(item.id, chosen);
              cartStore.getState().setInstallation(item.id, {
                wanted: true,
                cost: result.total,
                estimate: { total: result.total, city: inputs.city, breakdown: result.breakdown },
                inputs: toStoredInputs(inputs),
              });
              setFormOpen(false);
              notify({
                type: 'success',
                title: formatMessage(labels.wanted, { amount: formatPrice(result.total) }),
              });
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
