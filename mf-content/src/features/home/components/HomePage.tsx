import { Suspense } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { BoltIcon } from '@chargemaroc/shared/ui/icons';
import { HeadsetIcon, ShieldIcon } from '@chargemaroc/shared/ui/section-icons';
import { company } from '@chargemaroc/shared/contracts/company';
import { messages } from '@chargemaroc/shared/messages';
import { useHydratedUnhurried } from '@chargemaroc/shared/data/use-hydrated';
import { useCart } from '@chargemaroc/shared/stores/cart';
import { useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { ArticleCard } from '../../../common/components/ArticleCard';
import { FederatedWidget } from '../../../common/components/FederatedWidget';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { JsonLd } from '../../../common/components/JsonLd';
import { contentLabels } from '../../../labels';
import type { HomeData } from '../api/home-loader';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = contentLabels.home;
const FEATURE_ICONS = [BoltIcon, ShieldIcon, HeadsetIcon];

/** Spec: the trending block of the home page shows 4 products; the seasonal and personal ones too. */
export const TRENDING_COUNT = 4;

/**
 * The trending (and seasonal) block's box, reserved before the shop's widget arrives so nothing below it moves: at
 * least the height of its heading and 4 cards in 1, 2 and 4 columns (measured in Chromium at 360,
 * 700, 800, 1024 and 1280 px: 2239, 1142, 1082, 672 and 651 px). A box a little too tall leaves a
 * gap; one too short would push the articles down.
 */
export const TRENDING_MIN_HEIGHT = { base: '2240px', sm: '1145px', md: '1090px', lg: '680px', xl: '655px' };

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="home-hero"
      bgGradient="to-br"
      gradientFrom="green.700"
      gradientTo="green.900"
      color="white"
    >
      <Container maxW="6xl" py={{ base: 12, md: 20 }}>
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" id="home-hero" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {labels.heroTitle}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="green.50">
            {labels.heroText}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg" bg="white" color="green.800" _hover={{ bg: 'green.50' }}>
              <RouterLink to={paths.shop.href()}>{labels.heroShop}</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: 'green.800' }}
            >
              <RouterLink to={paths.contact.href()}>{labels.heroContact}</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

function Features() {
  return (
    <Box as="section" aria-labelledby="home-features">
      <Heading as="h2" id="home-features" size="xl" mb="6">
        {labels.featuresTitle}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {labels.features.map((feature, index) => {
          const FeatureIcon = FEATURE_ICONS[index] ?? BoltIcon;
          return (
            <Stack key={feature.title} gap="2" p="5" borderWidth="1px" rounded="lg" bg="bg">
              <Box color="green.700">
                <FeatureIcon size={32} />
              </Box>
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/** A recommendations block of the shop (seasonal or personal), in the trending block's room. */
function ShopPicks({ variant }: { variant: 'seasonal' | 'personalized' }) {
  return (
    <FederatedWidget
      module="mf_shop/RecommendationsBlock"
      widgetProps={{ variant, limit: TRENDING_COUNT }}
      label={messages.common.loading}
      unavailable={messages.products.recommendationsError}
      nearMargin="200px"
      minH={TRENDING_MIN_HEIGHT}
    />
  );
}

/**
 * 'Recommandé pour vous', from the cart and wishlist: only the browser knows them, so its box is
 * drawn after hydration, only for a shopper holding something, below two reserved blocks (out of
 * view when it appears) and with their room reserved too, so its cards move nothing.
 */
function PersonalPicks() {
  const hydrated = useHydratedUnhurried();
  const holdsSomething = useCart((state) => state.items.length > 0);
  const wishes = useWishlist((state) => state.items.length > 0);
  if (!hydrated || !(holdsSomething || wishes)) return null;
  return <ShopPicks variant="personalized" />;
}

function FeaturedArticles({ articles }: HomeData) {
  if (articles.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-articles">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="6">
        <Heading as="h2" id="home-articles" size="xl">
          {labels.articlesTitle}
        </Heading>
        <Button asChild variant="ghost">
          <RouterLink to={paths.blog.href()}>{labels.allArticles}</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {articles.map((post) => (
          <Suspense key={post.id}>
            <ArticleCard post={post} />
          </Suspense>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function FinalCallToAction() {
  return (
    <Box
      as="section"
      aria-labelledby="home-cta"
      bg="green.50"
      rounded="xl"
      p={{ base: 6, md: 10 }}
      textAlign="center"
    >
      <Heading as="h2" id="home-cta" size="xl" mb="3">
        {labels.ctaTitle}
      </Heading>
      <Text color="fg.muted" mb="6">
        {labels.ctaText}
      </Text>
      <Flex gap="3" justify="center" wrap="wrap">
        <Button asChild>
          <RouterLink to={paths.contact.href()}>{labels.ctaContact}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.stations.href()}>{labels.ctaMap}</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

const organization = {
  '@type': 'Organization',
  name: company.name,
  legalName: company.legalName,
  url: '/',
  logo: '/favicon.svg',
  description: contentLabels.organization.description,
  email: company.email,
  telephone: company.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.street,
    postalCode: company.postalCode,
    addressLocality: company.city,
    addressCountry: company.countryCode,
  },
  sameAs: [...company.socialProfiles],
};

export function HomePage() {
  const data = useLoaderData<HomeData>();
  return (
    <>
      <JsonLd data={organization} />
      <Hero />
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <Stack gap={{ base: 12, md: 16 }}>
          <Features />
          <FederatedWidget
            as="section"
            aria-label={labels.trendingLoading}
            module="mf_shop/RecommendationsBlock"
            widgetProps={{ variant: 'trending', limit: TRENDING_COUNT }}
            label={labels.trendingLoading}
            unavailable={labels.trendingUnavailable}
            nearMargin="200px"
            minH={TRENDING_MIN_HEIGHT}
          />
          <ShopPicks variant="seasonal" />
          <PersonalPicks />
          <FeaturedArticles articles={data.articles} />
          <FinalCallToAction />
        </Stack>
      </Container>
    </>
  );
}

export function HomeLoadError() {
  return <PageLoadError />;
}
