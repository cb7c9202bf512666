import { Link as RouterLink } from 'react-router-dom';
import { chakra, HStack, Link } from '@chargemaroc/shared/ui/layout';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { layoutLabels } from './labels';
import { paths } from '@chargemaroc/shared/routing/paths';

function LogoMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="8" aria-hidden="true" focusable="false" flexShrink={0}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M18.5 4 8 18h7l-2 10 11-14h-7l1.5-10Z" fill="white" />
    </chakra.svg>
  );
}

/** The logo, a link home; `onDark` for the footer. */
export function BrandLogo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link
      asChild
      color={onDark ? 'charge.300' : 'charge.solid'}
      _hover={{ textDecoration: 'none' }}
      aria-label={layoutLabels.homeLink}
    >
      <RouterLink to={paths.home.href()}>
        <HStack gap="2">
          <LogoMark />
          <chakra.span
            fontWeight="extrabold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color={onDark ? 'white' : 'fg'}
            letterSpacing="tight"
          >
            {messages.common.brand}
          </chakra.span>
        </HStack>
      </RouterLink>
    </Link>
  );
}
