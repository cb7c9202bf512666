import { Container, Heading, Text } from '@chargemaroc/shared/ui';

/** Minimal screen until the real one lands: says which remote rendered it. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted" data-remote="mf_checkout">
        Espace commande — module mf-checkout.
      </Text>
    </Container>
  );
}
