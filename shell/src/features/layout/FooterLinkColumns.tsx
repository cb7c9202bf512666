import { Heading, SimpleGrid, Stack } from '@chargemaroc/shared/ui/layout';
import { NavLink } from './NavLink';
import { footerSections } from './navigation';
import { layoutLabels } from './labels';
import { useRemoteVisibility } from './use-remote-visibility';

export function FooterLinkColumns() {
  const { visibleLinks } = useRemoteVisibility();
  const sections = footerSections
    .map((section) => ({ ...section, links: visibleLinks(section.links) }))
    .filter((section) => section.links.length > 0);
  return (
    <SimpleGrid as="nav" aria-label={layoutLabels.footerNavigation} columns={{ base: 2, md: 4 }} gap="8">
      {sections.map((section) => (
        <Stack key={section.title} gap="3">
          <Heading as="h2" size="sm" color="white">
            {section.title}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {section.links.map((link) => (
              <li key={link.to}>
                <NavLink item={link} fontSize="sm" color="gray.300" _hover={{ color: 'white' }} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
