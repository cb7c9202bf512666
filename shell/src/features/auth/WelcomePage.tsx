import { pageTitle } from '@chargemaroc/shared/format';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BoltIcon } from '@chargemaroc/shared/ui/icons';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { selectFirstName, useSession } from '@chargemaroc/shared/stores/session';
import { useIsRemoteEnabled } from '../../remotes/remotes-context';
import { RouterTextLink } from './RouterTextLink';
import { authLabels } from './labels';
import { isWelcomeState } from './welcome-state';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = authLabels.welcome;

function greeting(fromRegistration: boolean, firstName: string) {
  if (fromRegistration) {
    return {
      title: firstName ? labels.registeredTitle(firstName) : labels.registeredTitleAnonymous,
      text: labels.registeredText,
    };
  }
  return {
    title: firstName ? labels.returningTitle(firstName) : labels.returningTitleAnonymous,
    text: labels.returningText,
  };
}

export function WelcomePage() {
  const { state } = useLocation();
  const firstName = useSession(selectFirstName);
  const accountEnabled = useIsRemoteEnabled('mf_account');
  const shopEnabled = useIsRemoteEnabled('mf_shop');
  const contentEnabled = useIsRemoteEnabled('mf_content');
  const fromRegistration = isWelcomeState(state) && state.from === 'register';
  const { title, text } = greeting(fromRegistration, firstName);

  return (
    <Container maxW="2xl" py={{ base: '10', md: '20' }} px={{ base: '4', md: '6' }} textAlign="center">
      <title>{pageTitle(title)}</title>
      <Stack gap="6" align="center">
        <Box
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxSize="16"
          rounded="full"
          bg="charge.subtle"
          color="charge.fg"
          fontSize="3xl"
        >
          <BoltIcon />
        </Box>
        {/* a long first name wraps inside the screen */}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere" maxW="full">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {text}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          {accountEnabled && (
            <Button asChild colorPalette="charge" size="lg">
              <RouterLink to={paths.dashboard.href()}>{labels.dashboard}</RouterLink>
            </Button>
          )}
          {shopEnabled && (
            <Button asChild variant="outline" colorPalette="charge" size="lg">
              <RouterLink to={paths.shop.href()}>{labels.shop}</RouterLink>
            </Button>
          )}
        </Stack>
        {contentEnabled && (
          <HStack gap="4" flexWrap="wrap" justify="center" color="fg.muted">
            <Text>{labels.needHelp}</Text>
            <RouterTextLink to={paths.contact.href()}>{labels.contact}</RouterTextLink>
            <RouterTextLink to={paths.faq.href()}>{labels.faq}</RouterTextLink>
          </HStack>
        )}
      </Stack>
    </Container>
  );
}
