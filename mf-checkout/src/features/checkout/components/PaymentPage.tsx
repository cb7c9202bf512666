import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Container,
  HStack,
  Heading,
  Money,
  Spinner,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Grid } from '@chargemaroc/shared/ui/content';
import { RadioGroup } from '@chargemaroc/shared/ui/radio-group';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import type { Order } from '@chargemaroc/shared/contracts/order';
import type { ShippingMethodId } from '@chargemaroc/shared/domain/pricing';
import { formatDateLong } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { cartStore, cartTotals } from '@chargemaroc/shared/stores/cart';
import { installationPhotosStore } from '@chargemaroc/shared/stores/installation-photos';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import { checkoutLabels } from '../../../labels';
import { placeOrder } from '../api/orders';
import { fetchOrder, postToGateway, requestGatewayForm } from '../api/payments';
import { usePaymentMode } from '../hooks/use-payment-mode';
import { buildOrderInput } from '../model/checkout-form';
import {
  clearDraft,
  clearPendingOrder,
  readConfirmation,
  readPendingOrder,
  saveConfirmation,
  savePendingOrder,
  type Confirmation,
  type PendingOrder,
} from '../model/checkout-storage';
import { deliveryOptions } from '../model/delivery';
import { putOrderBehind } from '../model/gateway-return';
import { PageLoading } from './CheckoutPage';
import { OrderSummary } from './OrderSummary';
import { PaymentSteps, type PaymentStep } from './PaymentSteps';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = checkoutLabels.payment;
/** 'Montant : {amount}' around the amount, which stays on one line. */
const [totalPaidBefore, totalPaidAfter] = labels.totalPaid.split('{amount}');

function MissingOrderData() {
  return (
    <Container maxW="3xl" py="16">
      <Stack align="center" textAlign="center" gap="4">
        <Heading as="h1" size="2xl">
          {messages.payment.missingOrderData}
        </Heading>
        <Button asChild size="lg">
          <RouterLink to={paths.checkout.href()}>{labels.backToCheckout}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function ConfirmedStep({ confirmation }: { confirmation: Confirmation }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="4" align="start" data-testid="order-confirmation">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {confirmation.paymentMethod === 'cmi'
            ? messages.payment.onlineSuccess
            : messages.payment.cashSuccess}
        </Alert.Title>
      </Alert.Root>
      <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} data-testid="confirmation-order-id">
        {formatMessage(labels.orderNumber, { id: confirmation.orderId })}
      </Heading>
      {confirmation.estimatedDelivery && (
        <Text data-testid="confirmation-delivery">
          {formatMessage(labels.estimatedDelivery, { date: formatDateLong(confirmation.estimatedDelivery) })}
        </Text>
      )}
      {confirmation.transactionId && (
        <Text data-testid="confirmation-transaction">
          {formatMessage(messages.payment.transactionId, { id: confirmation.transactionId })}
        </Text>
      )}
      <Text data-testid="confirmation-total">
        {totalPaidBefore}
        <Money amount={confirmation.total} />
        {totalPaidAfter}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild>
          <RouterLink to={paths.orders.href()}>{labels.toOrders}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.home.href()}>{labels.toHome}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

function confirmationOf(order: Order): Confirmation {
  return {
    orderId: order.orderId,
    total: order.total,
    paymentMethod: order.paymentMethod,
    transactionId: order.transactionId,
    estimatedDelivery: order.estimatedDelivery,
  };
}

/** The order is placed (and, by card, paid): the cart, draft and hand-over are cleared only now. */
function finish(order: Order): Confirmation {
  const confirmation = confirmationOf(order);
  saveConfirmation(confirmation);
  cartStore.getState().clear();
  clearDraft();
  installationPhotosStore.getState().clear();
  clearPendingOrder();
  return confirmation;
}

const GATEWAY_RETURN = 'commande';
const GATEWAY_RESULT = 'paiement';

function PaymentFlow() {
  const [search, setSearch] = useSearchParams();
  const [pending, setPending] = useState<PendingOrder | null>(() => readPendingOrder());
  const [confirmation, setConfirmation] = useState<Confirmation | null>(() =>
    readPendingOrder() ? null : readConfirmation(),
  );
  // read once: the address is cleaned right after
  const [returning] = useState(() => search.get(GATEWAY_RETURN));
  const [result] = useState(() => search.get(GATEWAY_RESULT));
  const [step, setStep] = useState<PaymentStep>(() =>
    confirmation ? 'confirmed' : returning ? 'processing' : 'shipping',
  );
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const paymentArea = useRef<HTMLDivElement>(null);
  // a failed payment says so just above the pay button, in view and focused
  useEffect(() => {
    if (error && step === 'payment') revealFirstError(paymentArea.current);
  }, [error, step]);
  const now = useMemo(() => new Date(), []);
  const paymentMode = usePaymentMode(pending?.values.paymentMethod === 'cmi');

  // Back from the gateway: only the CMS, told by the verified callback, says whether it is paid.
  useEffect(() => {
    if (!returning) return;
    let cancelled = false;
    const check = async () => {
      for (let attempt = 0; attempt < 5 && !cancelled; attempt += 1) {
        try {
          const order = await fetchOrder(returning);
          if (order.paymentStatus === 'paid') {
            if (cancelled) return;
            setConfirmation(finish(order));
            setPending(null);
            setStep('confirmed');
            notify({ type: 'success', title: messages.payment.onlineSuccess });
            return;
          }
        } catch {
          // asked again below
        }
        if (result !== 'ok') break;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      if (cancelled) return;
      setError(messages.payment.error);
      setStep('payment');
    };
    void check();
    if (search.has(GATEWAY_RETURN)) setSearch({}, { replace: true });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return from the gateway
  }, [returning]);

  // once the address is cleaned: Back from here goes to the order, never to the gateway's posted pages
  const orderBehind = useRef(false);
  useEffect(() => {
    if (!returning || search.has(GATEWAY_RETURN) || orderBehind.current) return;
    orderBehind.current = true;
    putOrderBehind(returning);
  }, [returning, search]);

  if (step === 'confirmed' && confirmation) {
    return (
      <Layout step="confirmed">
        <ConfirmedStep confirmation={confirmation} />
      </Layout>
    );
  }
  if (!pending)
    return step === 'processing' ? (
      <Layout step="processing">
        <Processing text={labels.processing} />
      </Layout>
    ) : (
      <MissingOrderData />
    );

  const totals = cartTotals(pending);
  const options = deliveryOptions(totals.subtotal, pending.values.region, now);

  const chooseShipping = (method: ShippingMethodId) => {
    const next = { ...pending, shippingMethod: method };
    savePendingOrder(next);
    setPending(next);
  };

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setStep('processing');
    try {
      const input = buildOrderInput(pending.values, pending, pending.shippingMethod);
      const order = await placeOrder(input, pending.idempotencyKey);
      if (order.paymentMethod === 'cmi' && order.paymentStatus !== 'paid') {
        postToGateway(await requestGatewayForm(order.orderId));
        return; // the browser leaves for the gateway
      }
      setConfirmation(finish(order));
      setPending(null);
      setStep('confirmed');
      notify({
        type: 'success',
        title: order.paymentMethod === 'cmi' ? messages.payment.onlineSuccess : messages.payment.cashSuccess,
      });
    } catch (failure) {
      const detail = getErrorMessage(failure, '');
      setError(
        detail && detail !== messages.payment.error
          ? `${messages.payment.error} ${detail}`
          : messages.payment.error,
      );
      setStep('payment');
    } finally {
      busy.current = false;
    }
  };

  return (
    <Layout
      step={step}
      aside={<OrderSummary items={pending.items} totals={totals} photos={pending.photos} />}
    >
      {step === 'shipping' && (
        <Stack gap="5">
          <RadioGroup.Root
            value={pending.shippingMethod}
            onValueChange={(details) => details.value && chooseShipping(details.value as ShippingMethodId)}
          >
            <RadioGroup.Label fontWeight="semibold" fontSize="lg" mb="3">
              {labels.shippingTitle}
            </RadioGroup.Label>
            <Stack gap="3">
              {options.map((option) => (
                <RadioGroup.Item
                  key={option.id}
                  value={option.id}
                  alignItems="start"
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText flex="1" minW="0">
                    <HStack justify="space-between" gap="3" align="start">
                      <span>
                        {option.label}
                        <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                          {option.delay} ·{' '}
                          <span data-testid={`delivery-date-${option.id}`}>
                            {formatMessage(labels.estimatedDelivery, { date: formatDateLong(option.date) })}
                          </span>
                        </Text>
                      </span>
                      <Text as="span" fontWeight="medium" flexShrink={0}>
                        {option.cost === 0 ? messages.shipping.free : <Money amount={option.cost} />}
                      </Text>
                    </HStack>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between">
            <Button asChild variant="outline">
              <RouterLink to={paths.checkout.href()}>{labels.backToCheckout}</RouterLink>
            </Button>
            <Button size="lg" onClick={() => setStep('payment')}>
              {labels.continueToPayment}
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 'payment' && (
        <Stack gap="4" ref={paymentArea}>
          <Box borderWidth="1px" rounded="md" p="4">
            <Text fontWeight="semibold">{labels.deliverTo}</Text>
            <Text data-testid="payment-address" overflowWrap="anywhere">
              {pending.values.firstName} {pending.values.lastName}, {pending.values.address},{' '}
              {pending.values.city}, {pending.values.region}
            </Text>
          </Box>
          <Heading as="h2" size="md">
            {messages.checkout.paymentMethods[pending.values.paymentMethod]}
          </Heading>
          <Text>{pending.values.paymentMethod === 'cmi' ? labels.cardIntro : labels.cashIntro}</Text>
          {paymentMode === 'test' && (
            <Alert.Root status="info" data-testid="payment-test-mode">
              <Alert.Indicator />
              <Alert.Title>{messages.payment.testMode}</Alert.Title>
            </Alert.Root>
          )}
          {paymentMode === 'off' && (
            <Alert.Root status="warning" data-testid="payment-card-unavailable">
              <Alert.Indicator />
              <Alert.Title>{messages.payment.cardUnavailable}</Alert.Title>
            </Alert.Root>
          )}
          {error && (
            <Alert.Root status="error" role="alert" data-testid="payment-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between">
            <Button variant="outline" onClick={() => setStep('shipping')}>
              {labels.backToShipping}
            </Button>
            {paymentMode === 'off' ? (
              <Button asChild size="lg">
                <RouterLink to={paths.checkout.href()}>{labels.backToCheckout}</RouterLink>
              </Button>
            ) : (
              <Button size="lg" onClick={() => void pay()}>
                {pending.values.paymentMethod === 'cmi' ? labels.payCard : labels.payCash}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      {step === 'processing' && (
        <Processing text={pending.values.paymentMethod === 'cmi' ? labels.redirecting : labels.processing} />
      )}
    </Layout>
  );
}

function Processing({ text }: { text: string }) {
  return (
    <HStack gap="3" role="status" py="6">
      <Spinner size="md" />
      <Text>{text}</Text>
    </HStack>
  );
}

function Layout({
  step,
  aside,
  children,
}: {
  step: PaymentStep;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="3xl" mb="6">
        {labels.title}
      </Heading>
      <PaymentSteps current={step} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: aside ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Box as="section" aria-label={messages.payment.steps[step]} minW="0">
          {children}
        </Box>
        {aside}
      </Grid>
    </Container>
  );
}

export function PaymentPage() {
  const hydrated = useHydrated();
  return hydrated ? <PaymentFlow /> : <PageLoading />;
}
