// Names for card payment through CMI's hosted page (src/api/payment; global: no import needed).

/** A form sent to the gateway or posted back by it: each field's value as a string, by name. */
type CmiFields = Record<string, string>;

/** Where the gateway sends the browser back and calls the shop: the public address, never a header. */
interface CmiUrls {
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
  shopurl: string;
}

/** What every mode has: the callback's answer when paid, and the shop's addresses. */
interface CmiSettings {
  /** 'ACTION=POSTAUTH' (capture now) or 'APPROVED' (capture later by hand). */
  capture: 'ACTION=POSTAUTH' | 'APPROVED';
  urls: CmiUrls;
}

/** A gateway that takes cards: the merchant's own ('live') or the CMS's test gateway ('test'). */
type CmiGatewayConfig = CmiSettings & {
  gatewayUrl: string;
  clientId: string;
  /** Signs the forms and checks the callbacks; never leaves the server. */
  storeKey: string;
} & ({ mode: 'live'; testGateway: false } | { mode: 'test'; testGateway: true });

/** How card payments are taken (src/api/payment/services/cmi-config.js); 'off' has no gateway. */
type CmiConfig =
  | CmiGatewayConfig
  | (CmiSettings & {
      mode: 'off';
      testGateway: false;
      gatewayUrl: null;
      clientId: null;
      storeKey: null;
    });

/** What a callback the gateway could have sent says (cmi-protocol.js readCallback). */
interface CmiCallback {
  oid: string;
  amount: string;
  currency: string;
  rnd: string;
  /** ProcReturnCode 00, not declined, 3-D Secure step done. */
  approved: boolean;
  code: string | null;
  transactionId: string | null;
  authCode: string | null;
}

/** A refused or declined attempt kept on the order (the ten latest). */
interface CardPaymentAttempt {
  at: string;
  code: string | null;
  outcome: string;
  transactionId: string | null;
}

/**
 * An order's payment record (`payment`, types/order.d.ts) with what the card payment keeps in it:
 * the latest form issued, the refused or declined attempts, the paid transaction.
 */
type CardPaymentRecord = OrderPaymentRecord & {
  /** The `rnd` of the latest form issued for the order, and when. */
  checkout?: { rnd?: string; issuedAt?: string };
  attempts?: CardPaymentAttempt[];
  transactionId?: string | null;
  authCode?: string | null;
};

/** An order (api::order.order) as the card payment reads it: its payment record as above. */
type CardPaymentOrder = Omit<StoredOrder, 'payment'> & { payment?: CardPaymentRecord | null };
