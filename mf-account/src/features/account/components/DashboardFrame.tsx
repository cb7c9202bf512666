import type { ReactNode } from 'react';
import { Box, Container, Heading } from '@chargemaroc/shared/ui/layout';
import { PageHeader } from '@chargemaroc/shared/ui/page-header';
import { NativeTabs } from '@chargemaroc/shared/ui/native-controls';
import { accountLabels } from '../../../labels';

const labels = accountLabels.dashboard;

/**
 * The room of the recent orders whatever their number (none up to three, and the link to all of
 * them): the server's placeholder cannot know it, so the page that replaces it neither grows nor
 * shrinks, and the footer in view on a phone stays where it was drawn.
 */
// measured with three orders: 373 px on a 412 px phone, 277 px at 1280 px
export const RECENT_ORDERS_ROOM = { base: '24rem', md: '18rem' };

interface DashboardFrameProps {
  greeting: string;
  orders: ReactNode;
  wishlist: ReactNode;
  profile: ReactNode;
}

/** The dashboard's layout: heading, greeting, side tabs Mes commandes, Liste de souhaits, Mon profil. */
export function DashboardFrame({ greeting, orders, wishlist, profile }: DashboardFrameProps) {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <PageHeader title={labels.title} intro={greeting} />
      <NativeTabs
        layout="side"
        label={accountLabels.nav.label}
        defaultValue="orders"
        tabs={[
          {
            value: 'orders',
            label: accountLabels.nav.orders,
            content: (
              <>
                <Heading as="h2" size="md" mb="3">
                  {labels.recentOrders}
                </Heading>
                <Box minH={RECENT_ORDERS_ROOM}>{orders}</Box>
              </>
            ),
          },
          { value: 'wishlist', label: accountLabels.nav.wishlist, content: wishlist },
          { value: 'profile', label: accountLabels.nav.profile, content: profile },
        ]}
      />
    </Container>
  );
}

/**
 * What the server renders for the dashboard (it cannot see the session, decision 014): the page's
 * frame and rooms, the greeting's line kept empty.
 */
export function DashboardPlaceholder() {
  return <DashboardFrame greeting={'\u00a0'} orders={null} wishlist={null} profile={null} />;
}
