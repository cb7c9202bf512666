import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@chargemaroc/shared/ui/icons';
import { HStack, IconButton } from '@chargemaroc/shared/ui/layout';
import { socialProfiles, type SocialNetwork } from './contact-info';
import { layoutLabels } from './labels';

const icons: Record<SocialNetwork, ComponentType> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
  YouTube: YoutubeIcon,
};

export function SocialLinks() {
  return (
    <HStack as="ul" gap="2" listStyleType="none">
      {socialProfiles.map(({ network, href }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <IconButton
              asChild
              variant="outline"
              size="sm"
              rounded="full"
              color="gray.200"
              borderColor="gray.600"
              _hover={{ bg: 'gray.700', color: 'white' }}
              aria-label={layoutLabels.socialLink(network)}
            >
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Icon />
              </a>
            </IconButton>
          </li>
        );
      })}
    </HStack>
  );
}
