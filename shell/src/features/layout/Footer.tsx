import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { BackToTop } from './BackToTop';
import { BrandLogo } from './BrandLogo';
import { contactInfo } from './contact-info';
import { FooterLinkColumns } from './FooterLinkColumns';
import { layoutLabels } from './labels';
import { NavLink } from './NavLink';
import type { NavLinkItem } from './navigation';
import { NewsletterForm } from './NewsletterForm';
import { SocialLinks } from './SocialLinks';

const creditLinks: NavLinkItem[] = [
  { label: layoutLabels.stationsCredit, to: layoutLabels.creditsHref, remote: 'mf_content' },
  { label: layoutLabels.vehiclesCredit, to: layoutLabels.creditsHref, remote: 'mf_content' },
];

function ContactDetails() {
  return (
    <Stack as="address" gap="1" fontStyle="normal" fontSize="sm">
      <Text>
        {layoutLabels.phoneLabel} :{' '}
        <Link href={contactInfo.phoneHref} color="white">
          {contactInfo.phoneDisplay}
        </Link>
      </Text>
      <Text>
        {layoutLabels.emailLabel} :{' '}
        <Link href={contactInfo.emailHref} color="white">
          {contactInfo.email}
        </Link>
      </Text>
      <Text>{contactInfo.city}</Text>
    </Stack>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16">
      <Box bg="gray.800">
        <Container maxW="7xl" py="8" px={{ base: '4', md: '6' }}>
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="6"
            align={{ md: 'center' }}
            justify="space-between"
          >
            <Stack gap="1" maxW="md">
              <Heading as="h2" size="md" color="white">
                {layoutLabels.newsletterTitle}
              </Heading>
              <Text fontSize="sm">{layoutLabels.newsletterIntro}</Text>
            </Stack>
            <Box w={{ base: 'full', md: 'md' }}>
              <NewsletterForm />
            </Box>
          </Flex>
        </Container>
      </Box>

      <Container maxW="7xl" py="12" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="10">
          <Stack gap="4">
            <BrandLogo onDark />
            <Text fontSize="sm">{layoutLabels.tagline}</Text>
            <Heading as="h2" size="sm" color="white">
              {layoutLabels.contactTitle}
            </Heading>
            <ContactDetails />
            <Heading as="h2" size="sm" color="white">
              {layoutLabels.socialTitle}
            </Heading>
            <SocialLinks />
          </Stack>
          <Box gridColumn={{ lg: 'span 2' }}>
            <FooterLinkColumns />
          </Box>
        </SimpleGrid>
      </Container>

      <Box borderTopWidth="1px" borderColor="gray.700">
        {/* Room on the right and below for the floating back-to-top button. */}
        <Container
          maxW="7xl"
          pt="6"
          pb={{ base: '20', md: '6' }}
          ps={{ base: '4', md: '6' }}
          pe={{ base: '4', md: '24' }}
        >
          <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" fontSize="xs">
            <Text>{layoutLabels.copyright(new Date().getFullYear())}</Text>
            <Flex gap={{ base: '1', md: '4' }} direction={{ base: 'column', sm: 'row' }}>
              {creditLinks.map((credit) => (
                <NavLink key={credit.label} item={credit} color="gray.300" _hover={{ color: 'white' }} />
              ))}
            </Flex>
          </Flex>
        </Container>
      </Box>
      <BackToTop />
    </Box>
  );
}
