import type { ReactNode } from 'react';
import type { TextProps } from '@chakra-ui/react';
import { Heading, Text } from './layout';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The sentence under the title that says what the page is for. */
  intro?: ReactNode;
  /** The space between the intro and what follows. */
  introSpacing?: TextProps['mb'];
}

/** A page's title and its muted intro, the same on every page that opens with them. */
export function PageHeader({ title, intro, introSpacing = '6' }: PageHeaderProps) {
  return (
    <>
      <Heading as="h1" size="3xl" mb="2">
        {title}
      </Heading>
      {intro !== undefined && (
        <Text color="fg.muted" mb={introSpacing}>
          {intro}
        </Text>
      )}
    </>
  );
}
