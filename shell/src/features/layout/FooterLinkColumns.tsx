import { Box, type SystemStyleObject } from '@chargemaroc/shared/ui/layout';
import { PreloadingLink } from './NavLink';
import { footerSections } from './navigation';
import { layoutLabels } from './labels';
import { useRemoteVisibility } from './use-remote-visibility';

// Some twenty links on every page: one styled container and plain elements render and hydrate far
// faster than a design-system component per heading, list and link. The looks are the design
// system's (the heading's `sm` size, the link recipe's focus ring and underline).
const columnsStyle: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '8',
  '& h2': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'sm',
    color: 'white',
    marginBottom: '3',
  },
  '& ul': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    fontSize: 'sm',
    color: 'gray.300',
    _hover: {
      color: 'white',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },
};

export function FooterLinkColumns() {
  const { visibleLinks } = useRemoteVisibility();
  const sections = footerSections
    .map((section) => ({ ...section, links: visibleLinks(section.links) }))
    .filter((section) => section.links.length > 0);
  return (
    <Box as="nav" aria-label={layoutLabels.footerNavigation} css={columnsStyle}>
      {sections.map((section) => (
        <div key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.to}>
                <PreloadingLink item={link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Box>
  );
}
