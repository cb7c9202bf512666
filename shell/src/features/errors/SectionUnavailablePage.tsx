import { pageTitle } from '@chargemaroc/shared/format';
import { Container, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { HomeLinkButton } from './HomeLinkButton';

interface SectionUnavailablePageProps {
  /** The section's name as visitors know it, e.g. 'Boutique'. */
  section?: string;
}

/** Shown on the routes of a remote that is switched off for this environment. */
export function SectionUnavailablePage({ section }: SectionUnavailablePageProps) {
  const title = messages.common.sectionUnavailableTitle;
  return (
    <Container maxW="2xl" py={{ base: '12', md: '24' }} px={{ base: '4', md: '6' }} textAlign="center">
      <title>{pageTitle(section ?? title)}</title>
      <Stack gap="5" align="center">
        {section && (
          <Text fontWeight="semibold" color="charge.fg" textTransform="uppercase" letterSpacing="wide">
            {section}
          </Text>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {messages.common.sectionUnavailableBody}
        </Text>
        <HomeLinkButton />
      </Stack>
    </Container>
  );
}
