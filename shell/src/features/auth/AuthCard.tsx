import { pageTitle } from '@chargemaroc/shared/format';
import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'md' | 'xl';
}

/** The frame of every sign-in screen: a centred card with a heading, the form and secondary links. */
export function AuthCard({ title, intro, children, footer, width = 'md' }: AuthCardProps) {
  return (
    <Container maxW={width} py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
      <title>{pageTitle(title)}</title>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        shadow="sm"
        p={{ base: '6', md: '8' }}
      >
        <Stack gap="2" mb="6">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        {children}
      </Box>
      {footer && (
        <Box mt="6" textAlign="center" color="fg.muted">
          {footer}
        </Box>
      )}
    </Container>
  );
}
