import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@chargemaroc/shared/ui/layout';
import { messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { TestDriveForm } from './TestDriveForm';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Spec: the contact button shows an info message, then after 1.5 s goes to /contact. */
export const CONTACT_REDIRECT_MS = 1500;

const labels = vehicleLabels.detail;

/** 'Demander un essai' (opens the request form) and 'Contacter un concessionnaire'. */
export function VehicleActions({ vehicleId }: { vehicleId: string }) {
  const [formOpen, setFormOpen] = useState(false);
  const [contacting, setContacting] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!contacting) return undefined;
    const timer = setTimeout(() => navigate(paths.contact.href()), CONTACT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [contacting, navigate]);
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          aria-expanded={formOpen}
          aria-controls="test-drive-form"
          // the recipe's expanded shade is under 4.5:1 with white text
          _expanded={{ bg: 'colorPalette.solid' }}
          onClick={() => setFormOpen((open) => !open)}
        >
          {labels.testDrive}
        </Button>
        <Button variant="outline" onClick={() => setContacting(true)} disabled={contacting}>
          {labels.contactDealer}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {contacting && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{messages.vehicles.contactDealerInfo}</Alert.Title>
          </Alert.Root>
        )}
      </div>
      <Box id="test-drive-form" hidden={!formOpen} borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }}>
        {formOpen && <TestDriveForm vehicleId={vehicleId} />}
      </Box>
    </Stack>
  );
}
