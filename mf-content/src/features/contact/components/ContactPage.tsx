import { Suspense } from 'react';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import { Box, Container, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { PageHeader } from '@chargemaroc/shared/ui/page-header';
import { Grid } from '@chargemaroc/shared/ui/content';
import { MailIcon, MapPinIcon, PhoneIcon } from '@chargemaroc/shared/ui/section-icons';
import { company } from '@chargemaroc/shared/contracts/company';
import { NearViewportSlot } from '../../../common/components/NearViewportSlot';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { contentLabels } from '../../../labels';
import type { ContactData } from '../api/contact-loader';
import { ContactForm } from './ContactForms';
import { paths } from '@chargemaroc/shared/routing/paths';
import { lazyComponent } from '@chargemaroc/shared/routing/section-route';

const labels = contentLabels.contact;

// the callback and quote forms come after the message form, just below the first screen of a phone
// (and of a laptop): their code loads when they come into view, not with the page
const requestForms = () => import(/* webpackChunkName: "contact-requests" */ './RequestForms');
const CallbackForm = lazyComponent(requestForms, 'CallbackForm');
const QuoteForm = lazyComponent(requestForms, 'QuoteForm');

function InfoBlock({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Stack direction="row" gap="3" align="start">
      <Box color="green.700" pt="1">
        {icon}
      </Box>
      <Box>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Box color="fg.muted" fontSize="sm">
          {children}
        </Box>
      </Box>
    </Stack>
  );
}

function ContactInfo() {
  return (
    <Stack
      as="section"
      aria-labelledby="contact-info"
      gap="5"
      borderWidth="1px"
      rounded="xl"
      p={{ base: 4, md: 6 }}
    >
      <Heading as="h2" id="contact-info" size="lg">
        {labels.infoTitle}
      </Heading>
      <InfoBlock title={labels.address} icon={<MapPinIcon size={20} />}>
        <Text as="address" fontStyle="normal">
          {company.legalName}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}, {company.country}
        </Text>
      </InfoBlock>
      <InfoBlock title={labels.phone} icon={<PhoneIcon size={20} />}>
        <Link href={`tel:${company.phone}`}>{company.phoneDisplay}</Link>
        <Text>{company.hours.weekdays}</Text>
        <Text>{company.hours.weekend}</Text>
      </InfoBlock>
      <InfoBlock title={labels.email} icon={<MailIcon size={20} />}>
        <Link href={`mailto:${company.email}`}>{company.email}</Link>
        <Text>{labels.responseTime}</Text>
        <Text>{labels.languages}</Text>
      </InfoBlock>
    </Stack>
  );
}

function ContactFaq({ faq }: ContactData) {
  if (faq.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="contact-faq" gap="3">
      <Heading as="h2" id="contact-faq" size="lg">
        {labels.faqTitle}
      </Heading>
      {faq.map((item) => (
        <Box key={item.id}>
          <Heading as="h3" size="sm">
            {item.question}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {item.answer}
          </Text>
        </Box>
      ))}
      <Link asChild color="green.700" fontWeight="semibold">
        <RouterLink to={paths.faq.href()}>{labels.allQuestions}</RouterLink>
      </Link>
    </Stack>
  );
}

/** The product of a 'Demander un devis' link (`/contact?produit=…`), if any. */
export const QUOTE_PRODUCT_PARAM = 'produit';
const MAX_PRODUCT_NAME = 200;

export function ContactPage() {
  const data = useLoaderData<ContactData>();
  const [params] = useSearchParams();
  const quotedProduct = params.get(QUOTE_PRODUCT_PARAM)?.trim().slice(0, MAX_PRODUCT_NAME) || null;
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeader title={labels.title} intro={labels.intro} introSpacing="8" />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
        <Stack gap="8">
          {/* asked for a product's quote: the quote form first, the product in it */}
          {quotedProduct && (
            <Suspense>
              <QuoteForm product={quotedProduct} />
            </Suspense>
          )}
          <Suspense>
            <ContactForm />
          </Suspense>
          <NearViewportSlot label={labels.formsLoading} nearMargin="0px" minH="md">
            <Stack gap="8">
              <CallbackForm />
              {!quotedProduct && <QuoteForm />}
            </Stack>
          </NearViewportSlot>
        </Stack>
        <Stack gap="8">
          <ContactInfo />
          <ContactFaq faq={data.faq} />
        </Stack>
      </Grid>
    </Container>
  );
}

export function ContactLoadError() {
  return <PageLoadError />;
}
