// The order state machine's actions on an order's page in the content manager: one button each,
// offered when the CMS says the order allows it (/admin/order-staff/orders/:documentId), run by the
// CMS with the same rules as the API; a refusal is shown in its French message.
//
// A plain component in the edit view's side panel (the 'right-links' zone), not Strapi's document
// actions: those are drawn through a renderer that publishes them on an idle callback, and buttons
// that depend on a request often came late or never (order staff saw no action on some loads).
import * as React from 'react';
import { getFetchClient, unstable_useContentManagerContext, useNotification } from '@strapi/strapi/admin';

/**
 * @typedef {{ action: string, label: string, needsTrackingNumber?: boolean }} StaffOffer
 * @typedef {{ orderId: string, statusLabel: string, actions: StaffOffer[] }} StaffView what /admin/order-staff/orders/:documentId answers
 */

const ORDER = 'api::order.order';
const TRACKING_LABEL = 'Numéro de suivi du transporteur';
const TITLE = 'Actions de la commande';
const LOADING = 'Chargement des actions…';
const NONE = 'Aucune action possible pour cette commande.';
const BACK = 'Retour';
const CONFIRM_TEXT = (label, view) => `${label} : commande ${view.orderId} (${view.statusLabel}).`;
const FAILED = 'L’action n’a pas abouti, veuillez réessayer.';
const UNREADABLE = 'Les actions de cette commande n’ont pas pu être lues, veuillez recharger la page.';

const buttonStyle = (danger) => ({
  width: '100%',
  padding: '8px 16px',
  borderRadius: 4,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  border: `1px solid ${danger ? '#f5c0b8' : '#d9d8ff'}`,
  background: danger ? '#fcecea' : '#f0f0ff',
  color: danger ? '#b72b1a' : '#271fe0',
});

/**
 * The order's staff view: its status and the actions it allows now (null while it loads).
 * @param {string} documentId
 * @returns {{ view: StaffView | null, failed: boolean }}
 */
function useStaffView(documentId) {
  const [state, setState] = React.useState(
    /** @type {{ view: StaffView | null, failed: boolean }} */ ({ view: null, failed: false }),
  );
  React.useEffect(() => {
    let current = true;
    getFetchClient()
      .get(`/admin/order-staff/orders/${documentId}`)
      .then(
        (response) =>
          current &&
          setState({ view: /** @type {{ data: StaffView }} */ (response.data).data, failed: false }),
        () => current && setState({ view: null, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [documentId]);
  return state;
}

function ConfirmDialog({ offer, view, onConfirm, onClose }) {
  const dialog = React.useRef(null);
  const trackingNumber = React.useRef(null);
  const titleId = React.useId();
  const [running, setRunning] = React.useState(false);
  React.useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // no <form>: the dialog sits inside the content manager's own form, and a nested form's submit
  // went to the page's address instead of this handler
  const confirm = async () => {
    setRunning(true);
    await onConfirm({ trackingNumber: trackingNumber.current?.value });
    setRunning(false);
  };
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      onClose={onClose}
      style={{ border: 'none', borderRadius: 4, padding: 24, width: 'min(420px, 90vw)' }}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <h2 id={titleId} style={{ fontSize: 18, fontWeight: 600 }}>
          {offer.label}
        </h2>
        {offer.needsTrackingNumber ? (
          <label style={{ display: 'grid', gap: 8 }}>
            <span>{TRACKING_LABEL}</span>
            <input
              ref={trackingNumber}
              name="trackingNumber"
              autoComplete="off"
              required
              // Enter confirms here instead of sending the content manager's form
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                confirm();
              }}
              style={{ padding: '8px 12px', border: '1px solid #dcdce4', borderRadius: 4, fontSize: 14 }}
            />
          </label>
        ) : (
          <p>{CONFIRM_TEXT(offer.label, view)}</p>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={() => dialog.current?.close()} style={buttonStyle(false)}>
            {BACK}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={running}
            style={buttonStyle(offer.action === 'cancel')}
          >
            {offer.label}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function OrderStaffActions({ documentId }) {
  const { view, failed } = useStaffView(documentId);
  const { toggleNotification } = useNotification();
  const [chosen, setChosen] = React.useState(/** @type {StaffOffer | null} */ (null));

  const run = async (offer, { trackingNumber }) => {
    try {
      await getFetchClient().post(`/admin/order-staff/orders/${documentId}/actions/${offer.action}`, {
        trackingNumber,
      });
      // the page shows the order as the CMS now holds it, with the actions it allows next
      window.location.reload();
    } catch (error) {
      toggleNotification({ type: 'danger', message: error?.response?.data?.error?.message ?? FAILED });
    }
  };

  return (
    <section aria-label={TITLE} style={{ display: 'grid', gap: 8, width: '100%' }}>
      {failed && <p role="alert">{UNREADABLE}</p>}
      {!failed && !view && <p aria-busy="true">{LOADING}</p>}
      {view && view.actions.length === 0 && <p>{NONE}</p>}
      {view?.actions.map((offer) => (
        <button
          key={offer.action}
          type="button"
          onClick={() => setChosen(offer)}
          style={buttonStyle(offer.action === 'cancel')}
        >
          {offer.label}
        </button>
      ))}
      {chosen && (
        <ConfirmDialog
          offer={chosen}
          view={view}
          onConfirm={(input) => run(chosen, input)}
          onClose={() => setChosen(null)}
        />
      )}
    </section>
  );
}

/** Shown on every edit page's side panel: it draws the actions on an order's page only. */
export function OrderActionsZone() {
  const { model, id } = unstable_useContentManagerContext();
  if (model !== ORDER || !id || id === 'create') return null;
  return <OrderStaffActions documentId={id} />;
}
