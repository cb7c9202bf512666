import { pageTitle } from '@chargemaroc/shared/format';
import { Container, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { HomeLinkButton } from './HomeLinkButton';
import { errorLabels } from './labels';

export function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '24' }} px={{ base: '4', md: '6' }} textAlign="center">
      <title>{pageTitle(messages.common.notFoundTitle)}</title>
      <Stack gap="5" align="center">
        <Text
          aria-hidden="true"
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="bold"
          lineHeight="1"
          color="charge.fg"
        >
          {errorLabels.notFoundCode}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {messages.common.notFoundTitle}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {messages.common.notFoundBody}
        </Text>
        <HomeLinkButton />
      </Stack>
    </Container>
  );
}
