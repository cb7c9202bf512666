import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Table } from '@chargemaroc/shared/ui/content';
import { formatPrice } from '@chargemaroc/shared/format';
import { FederatedWidget } from '../../../common/components/FederatedWidget';
import { paths } from '@chargemaroc/shared/routing/paths';

const SERVICES = [
  {
    title: 'Installation à domicile',
    text: 'Prise renforcée ou wallbox dans votre garage ou sur votre place de parking.',
  },
  {
    title: 'Copropriétés',
    text: 'Étude, accord du syndic et pose de points de charge individuels ou partagés.',
  },
  {
    title: 'Entreprises et flottes',
    text: 'Bornes multiples, équilibrage de charge et supervision à distance.',
  },
  { title: 'Maintenance', text: 'Contrôle annuel, mises à jour et dépannage rapide de votre borne.' },
] as const;

const STEPS = [
  {
    title: 'Estimation en ligne',
    text: 'Décrivez votre installation et envoyez une photo de votre tableau électrique.',
  },
  {
    title: 'Validation technique',
    text: 'Un technicien vérifie votre dossier et vous confirme le prix sous 48 h.',
  },
  { title: 'Installation', text: 'Un électricien certifié pose et raccorde la borne en 2 à 4 heures.' },
  {
    title: 'Mise en service',
    text: 'Essai de charge, réglages de l’application et remise du certificat de conformité.',
  },
] as const;

/** Spec: installation tariffs, from, in MAD; multi-point and supervision on quote. */
export const TARIFFS: readonly { service: string; price: number | null }[] = [
  { service: 'Prise renforcée', price: 800 },
  { service: 'Wallbox 7 kW', price: 1200 },
  { service: 'Wallbox 22 kW', price: 1800 },
  { service: 'Borne intelligente (connectée)', price: 2200 },
  { service: 'Borne commerciale 22 kW', price: 3500 },
  { service: 'Borne rapide 50 kW', price: 8000 },
  { service: 'Installation multi-points', price: null },
  { service: 'Supervision et gestion de flotte', price: null },
];

const FAQ = [
  {
    question: 'Combien coûte une installation ?',
    answer:
      'Comptez en général entre 500 et 1 500 MAD de main-d’œuvre et de petit matériel pour une installation standard, selon la distance au tableau et l’état de votre installation.',
  },
  {
    question: 'Combien de temps dure l’installation ?',
    answer: 'Une installation à domicile prend en général 2 à 4 heures, mise en service comprise.',
  },
  {
    question: 'L’installation est-elle garantie ?',
    answer:
      'Oui, chaque installation réalisée par nos électriciens est garantie 2 ans, pièces et main-d’œuvre.',
  },
] as const;

/** Height of the estimate form, reserved so the page does not move when it arrives. */
const ESTIMATE_MIN_HEIGHT = { base: '1400px', md: '1150px' };

export function InstallationPage() {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="3xl" mb="3">
        Service d’installation
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10" maxW="prose">
        Des électriciens certifiés installent votre borne partout au Maroc, dans le respect des normes, avec
        une garantie de 2 ans.
      </Text>

      <Box as="section" aria-labelledby="installation-services" mb="12">
        <Heading as="h2" id="installation-services" size="xl" mb="5">
          Nos services
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {SERVICES.map((service) => (
            <Box key={service.title} p="5" borderWidth="1px" rounded="lg">
              <Heading as="h3" size="md" mb="2">
                {service.title}
              </Heading>
              <Text color="fg.muted">{service.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="installation-steps" mb="12">
        <Heading as="h2" id="installation-steps" size="xl" mb="5">
          Comment ça marche
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {STEPS.map((step, index) => (
            <Box as="li" key={step.title} p="5" rounded="lg" bg="bg.subtle" listStyleType="none">
              <Text fontWeight="bold" color="green.700">
                Étape {index + 1}
              </Text>
              <Heading as="h3" size="md" my="1">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="installation-tariffs" mb="12">
        <Heading as="h2" id="installation-tariffs" size="xl" mb="5">
          Tarifs
        </Heading>
        <Box overflowX="auto">
          <Table.Root size="sm" maxW="xl">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Prestation</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Prix</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {TARIFFS.map((tariff) => (
                <Table.Row key={tariff.service}>
                  <Table.Cell>{tariff.service}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {tariff.price === null ? 'Sur devis' : `À partir de ${formatPrice(tariff.price)}`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>

      <Box as="section" aria-labelledby="installation-estimate" mb="12">
        <Heading as="h2" id="installation-estimate" size="xl" mb="2">
          Estimez votre installation
        </Heading>
        <Text color="fg.muted" mb="5">
          Quelques informations sur votre compteur et votre tableau suffisent pour une première estimation.
        </Text>
        <FederatedWidget
          module="mf_shop/InstallationEstimateForm"
          widgetProps={{ headingLevel: 'h3' }}
          label="Chargement du calculateur d’installation"
          unavailable="Le calculateur est momentanément indisponible. Contactez-nous pour une estimation."
          minH={ESTIMATE_MIN_HEIGHT}
        />
      </Box>

      <Box as="section" aria-labelledby="installation-faq" mb="12">
        <Heading as="h2" id="installation-faq" size="xl" mb="5">
          Questions fréquentes
        </Heading>
        <Stack gap="4">
          {FAQ.map((item) => (
            <Box key={item.question}>
              <Heading as="h3" size="md" mb="1">
                {item.question}
              </Heading>
              <Text color="fg.muted">{item.answer}</Text>
            </Box>
          ))}
        </Stack>
      </Box>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild>
          <RouterLink to={paths.installationRequest.href()}>Demander une installation</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.contact.href()}>Demander un devis</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
