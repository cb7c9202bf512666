import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  chakra,
} from '@chargemaroc/shared/ui/layout';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { NativeRadioGroup } from '@chargemaroc/shared/ui/native-controls';
import { EmptyCart } from '@chargemaroc/shared/ui/page-notice';
import { DELIVERY_TIMES } from '@chargemaroc/shared/contracts/order';
import { MOROCCAN_REGIONS } from '@chargemaroc/shared/domain/validation-ma';
import { messages } from '@chargemaroc/shared/messages';
import { selectCartTotals, useCart } from '@chargemaroc/shared/stores/cart';
import { useSession } from '@chargemaroc/shared/stores/session';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import { checkoutLabels } from '../../../labels';
import {
  checkCheckout,
  valuesFromUser,
  type CheckoutField,
  type CheckoutValues,
} from '../model/checkout-form';
import {
  clearConfirmation,
  newIdempotencyKey,
  readDraft,
  saveDraft,
  savePendingOrder,
} from '../model/checkout-storage';
import { SelectField, TextField } from '@chargemaroc/shared/ui/form-field';
import { useLinePhotos } from '../hooks/use-line-photos';
import { InstallationSuggestion } from './InstallationSuggestion';
import { CheckoutFrame } from './CheckoutFrame';
import { OrderSummary } from './OrderSummary';
import { PromoCodeBox } from '@chargemaroc/shared/ui/promo-code-box';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = checkoutLabels.checkout;
const regionOptions = MOROCCAN_REGIONS.map((region) => ({ value: region, label: region }));
const timeOptions = DELIVERY_TIMES.map((time) => ({
  value: time,
  label: messages.checkout.deliveryTimes[time],
}));

export function PageLoading() {
  return (
    <Container maxW="6xl" py="16" textAlign="center">
      <Spinner size="lg" role="status" aria-label={messages.common.loading} />
    </Container>
  );
}

function FormSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="lg" p={{ base: 4, md: 5 }} minW="0">
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The checkout form: browser-only (a protected page), so it reads the draft and cart at once. */
function CheckoutForm() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const items = useCart((state) => state.items);
  const couponCode = useCart((state) => state.couponCode);
  const shippingMethod = useCart((state) => state.shippingMethod);
  const totals = useCart(selectCartTotals);
  const [values, setValues] = useState<CheckoutValues>(() => readDraft() ?? valuesFromUser(user));
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { photos, uploading, attachPhoto } = useLinePhotos(items);

  const check = checkCheckout(values, items.length);
  const errors = submitted ? check.errors : {};
  const summary = submitted ? check.summary : null;

  const set = (field: CheckoutField) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      saveDraft(next);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.summary) {
      // the first field in error, in view and focused, its message beside it (the summary stays above)
      revealFirstError(formRef.current);
      return;
    }
    if (uploading) return;
    try {
      clearConfirmation();
      savePendingOrder({
        values,
        items,
        photos,
        couponCode,
        shippingMethod,
        idempotencyKey: newIdempotencyKey(),
      });
      navigate(paths.payment.href());
    } catch {
      setSubmitted(true);
    }
  };

  if (items.length === 0) return <EmptyCart />;

  return (
    <CheckoutFrame
      form={
        <chakra.form
          ref={formRef}
          method="post"
          onSubmit={submit}
          noValidate
          aria-label={labels.title}
          minW="0"
        >
          <Stack gap="5">
            {summary && (
              <Alert.Root status="error" role="alert" data-testid="checkout-error">
                <Alert.Indicator />
                <Alert.Title>{summary}</Alert.Title>
              </Alert.Root>
            )}
            <FormSection id="checkout-personal" title={labels.personalInfo}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  name="firstName"
                  label={labels.firstName}
                  value={values.firstName}
                  error={errors.firstName}
                  required
                  autoComplete="given-name"
                  onChange={set('firstName')}
                />
                <TextField
                  name="lastName"
                  label={labels.lastName}
                  value={values.lastName}
                  error={errors.lastName}
                  required
                  autoComplete="family-name"
                  onChange={set('lastName')}
                />
                <TextField
                  name="email"
                  label={labels.email}
                  type="email"
                  inputMode="email"
                  value={values.email}
                  error={errors.email}
                  required
                  autoComplete="email"
                  onChange={set('email')}
                />
                <TextField
                  name="phone"
                  label={labels.phone}
                  type="tel"
                  inputMode="tel"
                  value={values.phone}
                  error={errors.phone}
                  required
                  hint={labels.phoneHint}
                  autoComplete="tel"
                  onChange={set('phone')}
                />
              </SimpleGrid>
            </FormSection>
            <FormSection id="checkout-address" title={labels.deliveryAddress}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Box gridColumn={{ md: 'span 2' }}>
                  <TextField
                    name="address"
                    label={labels.address}
                    value={values.address}
                    error={errors.address}
                    required
                    autoComplete="street-address"
                    onChange={set('address')}
                  />
                </Box>
                <Box gridColumn={{ md: 'span 2' }}>
                  <TextField
                    name="addressLine2"
                    label={labels.addressLine2}
                    value={values.addressLine2}
                    onChange={set('addressLine2')}
                  />
                </Box>
                <TextField
                  name="city"
                  label={labels.city}
                  value={values.city}
                  error={errors.city}
                  required
                  autoComplete="address-level2"
                  onChange={set('city')}
                />
                <SelectField
                  name="region"
                  label={labels.region}
                  value={values.region}
                  error={errors.region}
                  required
                  onChange={set('region')}
                  placeholder={labels.regionPlaceholder}
                  options={regionOptions}
                />
                <TextField
                  name="postalCode"
                  label={labels.postalCode}
                  inputMode="numeric"
                  value={values.postalCode}
                  error={errors.postalCode}
                  autoComplete="postal-code"
                  onChange={set('postalCode')}
                />
                <TextField
                  name="country"
                  label={labels.country}
                  value={messages.common.country}
                  readOnly
                  onChange={() => undefined}
                />
              </SimpleGrid>
            </FormSection>
            <FormSection id="checkout-delivery" title={labels.deliveryPreferences}>
              <Stack gap="4">
                <SelectField
                  name="preferredTime"
                  label={labels.preferredTime}
                  value={values.preferredTime}
                  onChange={set('preferredTime')}
                  options={timeOptions}
                />
                <TextField
                  name="notes"
                  label={labels.notes}
                  value={values.notes}
                  onChange={set('notes')}
                  rows={3}
                  maxLength={1000}
                />
              </Stack>
            </FormSection>
            <FormSection id="checkout-payment" title={labels.paymentMethod}>
              <NativeRadioGroup
                aria-labelledby="checkout-payment"
                name="paymentMethod"
                value={values.paymentMethod}
                onValueChange={set('paymentMethod')}
                options={(['cash', 'cmi'] as const).map((method) => ({
                  value: method,
                  label: messages.checkout.paymentMethods[method],
                  description: method === 'cash' ? labels.cashHint : labels.cmiHint,
                }))}
              />
            </FormSection>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between">
              <Button asChild variant="outline">
                <RouterLink to={paths.cart.href()}>{messages.checkout.backToCart}</RouterLink>
              </Button>
              <Button type="submit" size="lg" loading={uploading} loadingText={labels.photoUploading}>
                {messages.checkout.proceedToPayment}
              </Button>
            </Stack>
          </Stack>
        </chakra.form>
      }
      aside={
        <>
          <OrderSummary items={items} totals={totals} photos={photos} />
          <PromoCodeBox applied={totals.coupon} />
          <InstallationSuggestion items={items} onPhoto={attachPhoto} />
        </>
      }
    />
  );
}

export function CheckoutPage() {
  const hydrated = useHydrated();
  return hydrated ? <CheckoutForm /> : <PageLoading />;
}
