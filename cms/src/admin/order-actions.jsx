// The order state machine's actions on an order's page in the content manager: one button each,
// offered when the CMS says the order allows it (/admin/order-staff/orders/:documentId), run by the
// CMS with the same rules as the API; a refusal is shown in its French message.
import * as React from 'react';
import { getFetchClient, useNotification } from '@strapi/strapi/admin';

const ORDER = 'api::order.order';
const ACTIONS = ['confirm', 'prepare', 'ship', 'deliver', 'return', 'cancel', 'refund'];
const TRACKING_LABEL = 'Numéro de suivi du transporteur';
const CONFIRM_TEXT = (label, view) => `${label} : commande ${view.orderId} (${view.statusLabel}).`;
const FAILED = 'L’action n’a pas abouti, veuillez réessayer.';

// made when used: it reads the admin's address, set once the admin has started
const client = () => getFetchClient();
/** One read of an order's staff view per version of the order, shared by its buttons. */
const views = new Map();

const useStaffView = (documentId, version, enabled) => {
  const [view, setView] = React.useState(null);
  React.useEffect(() => {
    if (!enabled) return undefined;
    const key = `${documentId}@${version}`;
    if (!views.has(key)) {
      views.set(
        key,
        client()
          .get(`/admin/order-staff/orders/${documentId}`)
          .then(
            (response) => response.data.data,
            () => null,
          ),
      );
    }
    let current = true;
    views.get(key).then((data) => current && setView(data));
    return () => {
      current = false;
    };
  }, [documentId, version, enabled]);
  return view;
};

function TrackingNumberField({ inputRef }) {
  return (
    <label style={{ display: 'grid', gap: 8, width: '100%' }}>
      <span>{TRACKING_LABEL}</span>
      <input
        ref={inputRef}
        name="trackingNumber"
        autoComplete="off"
        required
        style={{ padding: '8px 12px', border: '1px solid #dcdce4', borderRadius: 4, fontSize: 14 }}
      />
    </label>
  );
}

const orderAction = (name) => {
  function OrderAction({ model, documentId, document }) {
    const isOrder = model === ORDER && Boolean(documentId);
    const view = useStaffView(documentId, document?.updatedAt, isOrder);
    const { toggleNotification } = useNotification();
    const trackingNumber = React.useRef(null);
    const offer = view?.actions.find((action) => action.action === name);
    if (!isOrder || !offer) return null;

    const run = async () => {
      try {
        await client().post(`/admin/order-staff/orders/${documentId}/actions/${name}`, {
          trackingNumber: trackingNumber.current?.value,
        });
        // the page shows the order as the CMS now holds it, with the actions it allows next
        window.location.reload();
      } catch (error) {
        toggleNotification({ type: 'danger', message: error?.response?.data?.error?.message ?? FAILED });
      }
    };
    return {
      label: offer.label,
      position: 'panel',
      variant: name === 'cancel' ? 'danger-light' : 'secondary',
      dialog: {
        type: 'dialog',
        title: offer.label,
        content: offer.needsTrackingNumber ? (
          <TrackingNumberField inputRef={trackingNumber} />
        ) : (
          CONFIRM_TEXT(offer.label, view)
        ),
        confirmLabel: offer.label,
        variant: name === 'cancel' ? 'danger' : 'default',
        onConfirm: run,
      },
    };
  }
  return OrderAction;
};

export const orderActions = ACTIONS.map(orderAction);
