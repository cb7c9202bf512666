import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Spec: about page stats 500+, 50+, 95%, 24/7. */
export const ABOUT_FIGURES = [
  { value: '500+', label: 'bornes installées au Maroc' },
  { value: '50+', label: 'villes desservies' },
  { value: '95%', label: 'de clients satisfaits' },
  { value: '24/7', label: 'support client' },
] as const;

export function AboutPage() {
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="3xl" mb="4">
        À propos de ChargeMaroc
      </Heading>
      <Stack gap="4" fontSize="lg" color="fg.muted" maxW="prose">
        <Text>
          ChargeMaroc est née à Casablanca d’une idée simple : rouler en électrique au Maroc doit être aussi
          simple que faire le plein. Nous sélectionnons des bornes, des câbles et des accessoires adaptés au
          réseau électrique marocain et aux véhicules vendus dans le Royaume.
        </Text>
        <Text>
          Nos électriciens certifiés installent les bornes chez les particuliers, dans les copropriétés et
          dans les entreprises, puis notre équipe reste joignable jour et nuit pour la mise en service,
          l’entretien et les questions du quotidien.
        </Text>
      </Stack>

      <Box as="section" aria-labelledby="about-figures" my="12">
        <Heading as="h2" id="about-figures" size="xl" mb="6">
          ChargeMaroc en chiffres
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {ABOUT_FIGURES.map((figure) => (
            <Box key={figure.value} p="5" borderWidth="1px" rounded="lg" textAlign="center">
              <Text fontSize="3xl" fontWeight="bold" color="green.700">
                {figure.value}
              </Text>
              <Text color="fg.muted">{figure.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="credits-title" id="credits" scrollMarginTop="24">
        <Heading as="h2" id="credits-title" size="xl" mb="4">
          Sources des données et crédits
        </Heading>
        <Stack gap="5">
          <Box>
            <Heading as="h3" size="md" mb="1">
              Bornes de recharge : Open Charge Map
            </Heading>
            <Text color="fg.muted">
              Les bornes publiques de la carte proviennent d’
              <Link href="https://openchargemap.org" target="_blank" rel="noopener noreferrer">
                Open Charge Map
              </Link>{' '}
              © Open Charge Map contributors, sous licence{' '}
              <Link
                href="https://creativecommons.org/licenses/by/4.0/deed.fr"
                target="_blank"
                rel="noopener noreferrer"
              >
                Creative Commons Attribution 4.0 International (CC BY 4.0)
              </Link>
              .
            </Text>
          </Box>
          <Box>
            <Heading as="h3" size="md" mb="1">
              Caractéristiques des véhicules : Open EV Data
            </Heading>
            <Text color="fg.muted">
              Vehicle data:{' '}
              <Link
                href="https://github.com/KilowattApp/open-ev-data"
                target="_blank"
                rel="noopener noreferrer"
              >
                Open EV Data (https://github.com/KilowattApp/open-ev-data)
              </Link>
              , MIT License with Attribution Requirement, Copyright (c) 2024 Tijs Teulings.
            </Text>
          </Box>
        </Stack>
      </Box>

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="12">
        <Button asChild>
          <RouterLink to={paths.contact.href()}>Nous contacter</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.installation.href()}>Notre service d’installation</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
