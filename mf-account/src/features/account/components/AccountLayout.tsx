import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Container, Heading, Stack } from '@chargemaroc/shared/ui/layout';
import { Grid } from '@chargemaroc/shared/ui/content';
import { accountLabels } from '../../../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

const LINKS = [
  { to: paths.orders.href(), label: accountLabels.nav.orders },
  { to: paths.wishlist.href(), label: accountLabels.nav.wishlist },
  { to: paths.profile.href(), label: accountLabels.nav.profile },
];

/** The account's side navigation (Mes commandes, Liste de souhaits, Mon profil) beside the page. */
export function AccountNav() {
  return (
    <Box as="nav" aria-label={accountLabels.nav.label}>
      <Stack as="ul" listStyleType="none" direction={{ base: 'row', lg: 'column' }} gap="1" wrap="wrap">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>
              {({ isActive }) => (
                <Box
                  as="span"
                  display="block"
                  px="3"
                  py="2"
                  rounded="md"
                  fontWeight={isActive ? 'semibold' : 'normal'}
                  bg={isActive ? 'charge.100' : undefined}
                  color={isActive ? 'charge.900' : 'fg'}
                  _hover={{ bg: 'bg.muted' }}
                >
                  {link.label}
                </Box>
              )}
            </NavLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="3xl" mb="6" overflowWrap="anywhere">
        {title}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <AccountNav />
        <Box minW="0">{children}</Box>
      </Grid>
    </Container>
  );
}
