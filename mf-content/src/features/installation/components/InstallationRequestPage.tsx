import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { FORM_FIELDS, validateCallback } from '@chargemaroc/shared/domain/forms';
import { FederatedWidget } from '../../../common/components/FederatedWidget';
import { FormOutcomeAlert } from '../../../common/components/FormOutcomeAlert';
import { useFormSubmission } from '../../../common/hooks/use-form-submission';
import { contentLabels } from '../../../labels';
import { sendInstallationRequest } from '../api/installation-request';
import { paths } from '@chargemaroc/shared/routing/paths';

export const REQUEST_LABELS = {
  success: "Demande d'installation envoyée. Un technicien vous rappelle sous 48 heures.",
  failure: "Erreur lors de l'envoi de la demande d'installation",
  submit: "Envoyer la demande d'installation",
} as const;

interface Submission {
  inputs: Record<string, unknown>;
  photo: File;
}

const ESTIMATE_MIN_HEIGHT = { base: '1400px', md: '1150px' };

export function InstallationRequestPage() {
  const location = useLocation();
  const fromEstimate = (location.state as { inputs?: Record<string, unknown> } | null)?.inputs;
  const [contact, setContact] = useState({ name: '', phone: '', email: '' });
  const set = (name: keyof typeof contact) => (value: string) =>
    setContact((current) => ({ ...current, [name]: value }));
  // the contact fields are above the estimate form whose button sends the request: a refusal is
  // shown beside them and brought into view
  // the contact fields and the failure's alert: a refusal focuses the first field, a failure the alert
  const formArea = useRef<HTMLDivElement>(null);
  const form = useFormSubmission({
    validate: ({ contact: values }: Submission & { contact: typeof contact }) => validateCallback(values),
    fields: FORM_FIELDS.callback,
    fieldValues: ({ contact: values }) => values,
    send: (request: Submission & { contact: typeof contact }) => sendInstallationRequest(request),
    success: REQUEST_LABELS.success,
    failure: REQUEST_LABELS.failure,
  });

  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="3xl" mb="3">
        Demande d’installation
      </Heading>
      <Text color="fg.muted" mb="8">
        Indiquez vos coordonnées et décrivez votre installation, photo du tableau électrique à l’appui : un
        technicien valide le prix et vous rappelle sous 48 heures.
      </Text>
      {form.outcome.status === 'success' ? (
        <Stack gap="4">
          <FormOutcomeAlert outcome={form.outcome} />
          <Button asChild alignSelf="start">
            <RouterLink to={paths.home.href()}>Retour à l’accueil</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="8" ref={formArea}>
          <Box as="section" aria-labelledby="request-contact">
            <Heading as="h2" id="request-contact" size="lg" mb="4">
              Vos coordonnées
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField
                label={contentLabels.contact.name}
                name="name"
                autoComplete="name"
                required
                value={contact.name}
                onChange={set('name')}
                error={form.errorFor('name')}
              />
              <TextField
                label={contentLabels.contact.phone}
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                value={contact.phone}
                onChange={set('phone')}
                error={form.errorFor('phone')}
              />
              <TextField
                label={contentLabels.contact.email}
                name="email"
                type="email"
                autoComplete="email"
                value={contact.email}
                onChange={set('email')}
              />
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="request-estimate">
            <Heading as="h2" id="request-estimate" size="lg" mb="4">
              Votre installation
            </Heading>
            <FormOutcomeAlert outcome={form.outcome} />
            <FederatedWidget
              mt="4"
              module="mf_shop/InstallationEstimateForm"
              nearMargin="2000px"
              widgetProps={{
                headingLevel: 'h3',
                initialInputs: fromEstimate,
                submitLabel: REQUEST_LABELS.submit,
                onSubmit: ({ inputs, photo }: Submission) =>
                  form.submit({ inputs, photo, contact }, formArea.current),
              }}
              label="Chargement du formulaire d’installation"
              unavailable="Le formulaire est momentanément indisponible. Contactez-nous au téléphone ou par e-mail."
              minH={ESTIMATE_MIN_HEIGHT}
            />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
