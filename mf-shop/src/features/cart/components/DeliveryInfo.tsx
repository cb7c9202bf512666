import { Link as RouterLink } from 'react-router-dom';
import { Box, Heading, Link, Text } from '@chargemaroc/shared/ui/layout';
import { shopLabels } from '../../../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

export function DeliveryInfo() {
  return (
    <Box
      as="section"
      aria-labelledby="delivery-info-title"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.subtle"
    >
      <Heading as="h2" id="delivery-info-title" size="sm" mb="2">
        {shopLabels.cart.deliveryTitle}
      </Heading>
      <Box as="ul" ps="5" fontSize="sm" listStyleType="disc">
        {shopLabels.cart.deliveryLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Text fontSize="sm" mt="2">
        <Link asChild color="charge.700" textDecoration="underline">
          <RouterLink to={paths.installationRequest.href()}>{shopLabels.cart.installationRequest}</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
