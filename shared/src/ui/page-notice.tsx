import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StackProps } from '@chakra-ui/react';
import { pageTitle } from '../format/format';
import { sectionMessages } from '../messages/sections';
import { paths } from '../routing/paths';
import { CartIcon } from './icons';
import { Box, Button, Container, Heading, Stack, Text } from './layout';

export interface PageNoticeProps extends Omit<StackProps, 'title'> {
  /** The page's heading (h1). */
  title: string;
  /** Above the heading, drawn large in the brand's colour. */
  icon?: ReactNode;
  /** A line under the heading. */
  body?: string;
  /** The link onward, as a button. */
  action: { href: string; label: string; size?: 'md' | 'lg' };
  /** Names the page after the notice (its `<title>`), for a page that has nothing else to show. */
  titlesPage?: boolean;
}

/** A page's one message, centred in its region: a heading, a line, a link onward (a not-found, an empty cart). */
export function PageNotice({ title, icon, body, action, titlesPage = false, ...stack }: PageNoticeProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" {...stack}>
      {titlesPage && <title>{pageTitle(title)}</title>}
      {icon && (
        <Box color="charge.600" fontSize="5xl">
          {icon}
        </Box>
      )}
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {body && <Text color="fg.muted">{body}</Text>}
      <Button asChild size={action.size}>
        <RouterLink to={action.href}>{action.label}</RouterLink>
      </Button>
    </Stack>
  );
}

const emptyCart = sectionMessages.emptyCart;

/** The cart with no line, the same on the cart page and the checkout: back to the shop. */
export function EmptyCart() {
  return (
    <Container maxW="3xl" py="16">
      <PageNotice
        icon={<CartIcon />}
        title={emptyCart.title}
        action={{ href: paths.shop.href(), label: emptyCart.action, size: 'lg' }}
      />
    </Container>
  );
}
