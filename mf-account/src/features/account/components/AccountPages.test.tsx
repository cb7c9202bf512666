import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup as cleanupRender, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { formatPrice } from '@chargemaroc/shared/format';
import { messages } from '@chargemaroc/shared/messages';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { renderRoutes } from '@chargemaroc/shared/testing/render';
import { dashboardLoader } from '../api/dashboard-loader';
import { orderLoader } from '../api/order-loader';
import { ordersLoader } from '../api/orders-loader';
import { profileLoader } from '../api/profile-loader';
import { wishlistLoader } from '../api/wishlist-loader';
import { DashboardLoadError, DashboardPage } from './DashboardPage';
import { OrderDetailPage, OrderLoadError } from './OrderDetailPage';
import { OrdersLoadError, OrdersPage } from './OrdersPage';
import { checkPasswordChange, ProfilePage } from './ProfilePage';
import { WishlistPage } from './WishlistPage';

const userEvent = userEventLib.setup({ delay: null });

const user = {
  id: 7,
  documentId: 'u7',
  email: 'salma@exemple.ma',
  username: 'salma',
  prenom: 'Salma',
  nom: 'Bennani',
  phone: '0612345678',
  address: '12 rue Ibn Battouta',
  accountType: 'Membre',
  createdAt: '2026-01-15T10:00:00.000Z',
};

const order = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'o1',
  orderId: 'CM-20261123-AAAAAA',
  status: 'pending',
  trackingNumber: 'MA123456789012',
  total: 9700,
  subtotal: 8000,
  tax: 1600,
  shipping: 100,
  discount: 0,
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  shippingAddress: {
    address: '12 rue Ibn Battouta',
    city: 'Casablanca',
    region: 'Casablanca-Settat',
    postalCode: '20250',
    country: 'Maroc',
  },
  items: [{ productId: 'doc-1', name: 'Wallbox Pulsar', unitPrice: 8000, quantity: 1, installation: null }],
  createdAt: '2026-11-23T10:00:00.000Z',
  confirmedAt: null,
  shippedAt: null,
  deliveredAt: null,
  ...overrides,
});

const list = (orders: unknown[], page = 1, pageCount = 1) => ({
  data: orders,
  meta: { pagination: { page, pageSize: 10, pageCount, total: orders.length } },
});

let api: ReturnType<typeof answerApi> | null = null;
beforeEach(() =>
  sessionStore.getState().signIn({
    jwt: 'jwt',
    user: { ...user, id: '7', firstName: 'Salma', lastName: 'Bennani', city: '', postalCode: '' },
  }),
);
afterEach(() => {
  api = null;
  sessionStore.getState().signOut();
  wishlistStore.getState().clear();
  cartStore.getState().clear();
});

const ordersRoute = {
  path: '/commandes',
  loader: ordersLoader,
  element: <OrdersPage />,
  errorElement: <OrdersLoadError />,
};
const detailRoute = {
  path: '/commande/:id',
  loader: orderLoader,
  element: <OrderDetailPage />,
  errorElement: <OrderLoadError />,
};

describe('DashboardPage', { timeout: 30_000 }, () => {
  const dashboardRoute = {
    path: '/tableau-de-bord',
    loader: dashboardLoader,
    element: <DashboardPage />,
    errorElement: <DashboardLoadError />,
  };
  const tab = (name: string) => screen.getByRole('tab', { name });
  const selectedPanel = () => screen.getByRole('tabpanel');

  it('shows side tabs, one panel at a time, each labelled by its tab', async () => {
    api = answerApi((request) =>
      request.path === '/orders' ? { status: 200, body: list([order()]) } : undefined,
    );
    await renderRoutes([dashboardRoute], '/tableau-de-bord');
    const tablist = await screen.findByRole('tablist', { name: 'Mon compte' });
    expect(tablist.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['Mes commandes', 'Liste de souhaits', 'Mon profil']);
    expect(tab('Mes commandes').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(selectedPanel().getAttribute('aria-labelledby')).toBe(tab('Mes commandes').id);
    expect(tab('Mes commandes').getAttribute('aria-controls')).toBe(selectedPanel().id);
    within(selectedPanel()).getByRole('link', { name: 'CM-20261123-AAAAAA' });
    await userEvent.click(tab('Mon profil'));
    expect(tab('Mon profil').getAttribute('aria-selected')).toBe('true');
    expect(tab('Mes commandes').getAttribute('aria-selected')).toBe('false');
    within(selectedPanel()).getByText('salma@exemple.ma');
  });

  it('moves between the tabs with the arrow keys, Home and End; Tab reaches the selected one only', async () => {
    api = answerApi((request) => (request.path === '/orders' ? { status: 200, body: list([]) } : undefined));
    await renderRoutes([dashboardRoute], '/tableau-de-bord');
    await screen.findByRole('tablist');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Mes commandes'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('Liste de souhaits'));
    expect(tab('Liste de souhaits').getAttribute('aria-selected')).toBe('true');
    within(selectedPanel()).getByRole('link', { name: 'Voir ma liste de souhaits' });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Mon profil'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tab('Mes commandes'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(tab('Mon profil'));
    await userEvent.keyboard('{Home}');
    expect(tab('Mes commandes').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(tab('Mon profil').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(selectedPanel());
  });
});

describe('OrdersPage', { timeout: 30_000 }, () => {
  it('lists the orders with badge, items, address, payment, total and tracking', async () => {
    api = answerApi((request) =>
      request.path === '/orders'
        ? { status: 200, body: list([order(), order({ orderId: 'CM-2', status: 'delivered' })], 1, 2) }
        : undefined,
    );
    await renderRoutes([ordersRoute], '/commandes');
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByTestId('order-status').textContent).toBe('En attente');
    expect(within(cards[1]!).getByTestId('order-status').textContent).toBe('Livré');
    first.getByText('Wallbox Pulsar');
    expect(first.getByTestId('order-address').textContent).toContain('Casablanca');
    expect(first.getByTestId('order-payment').textContent).toBe('Paiement à la livraison');
    expect(first.getByTestId('order-total').textContent).toBe(formatPrice(9700));
    expect(first.getByTestId('order-tracking').textContent).toBe('MA123456789012');
    expect(first.getByRole('link', { name: /Voir détails/ }).getAttribute('href')).toBe(
      '/commande/CM-20261123-AAAAAA',
    );
    expect(within(cards[1]!).queryByRole('button', { name: 'Annuler' })).toBeNull();
    screen.getByText('Page 1 sur 2');
    expect(api.requests[0]!.query).toContain('page=1');
  });

  it('says when there is no order', async () => {
    api = answerApi(() => ({ status: 200, body: list([]) }));
    await renderRoutes([ordersRoute], '/commandes');
    await screen.findByText('Aucune commande trouvée');
  });

  it('cancels a pending order after a confirmation', async () => {
    let status = 'pending';
    api = answerApi((request) => {
      if (request.method === 'POST' && request.path === '/orders/CM-20261123-AAAAAA/cancel') {
        status = 'cancelled';
        return { status: 200, body: { data: order({ status }) } };
      }
      if (request.path === '/orders') return { status: 200, body: list([order({ status })]) };
      return undefined;
    });
    await renderRoutes([ordersRoute], '/commandes');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('CM-20261123-AAAAAA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler la commande' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Annulé'));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the spec message when the CMS fails', async () => {
    api = answerApi(() => ({ status: 500, body: null }));
    await renderRoutes([ordersRoute], '/commandes');
    // the client's own message for a 500, after the page's
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Erreur lors du chargement des commandes: ${messages.api.server}`,
    );
  });
});

describe('OrderDetailPage', { timeout: 30_000 }, () => {
  it('shows items, timeline, summary, address and payment mode; invoice only when delivered', async () => {
    api = answerApi((request) =>
      request.path === '/orders/CM-2'
        ? {
            status: 200,
            body: {
              data: order({
                orderId: 'CM-2',
                status: 'shipped',
                confirmedAt: '2026-11-23T12:00:00.000Z',
                shippedAt: '2026-11-24T12:00:00.000Z',
              }),
            },
          }
        : undefined,
    );
    await renderRoutes([detailRoute], '/commande/CM-2');
    await screen.findByRole('heading', { level: 1, name: 'Commande CM-2' });
    expect(screen.getByTestId('timeline-placed').dataset.reached).toBe('true');
    expect(screen.getByTestId('timeline-shipped').dataset.reached).toBe('true');
    expect(screen.getByTestId('timeline-delivered').dataset.reached).toBe('false');
    expect(screen.getByTestId('detail-total').textContent).toBe(formatPrice(9700));
    expect(screen.getByTestId('detail-payment').textContent).toBe('Paiement à la livraison');
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(screen.queryByRole('button', { name: /facture/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Retour à mes commandes/ }).getAttribute('href')).toBe(
      '/commandes',
    );
  });

  it('shows the installation photo sent with a line, as a thumbnail opening the photo', async () => {
    const photo = {
      id: 'k2xq8w0c9v1b3n5m7l4j6h8g',
      url: '/uploads/disjoncteur_a1.png',
      thumbnailUrl: '/uploads/thumbnail_disjoncteur_a1.png',
    };
    api = answerApi((request) =>
      request.path === '/orders/CM-3'
        ? {
            status: 200,
            body: {
              data: order({
                orderId: 'CM-3',
                items: [
                  {
                    productId: 'doc-1',
                    name: 'Wallbox Pulsar',
                    unitPrice: 8000,
                    quantity: 1,
                    installation: { wanted: true, cost: 1900, inputs: { city: 'Rabat' }, photo },
                  },
                  { productId: 'doc-2', name: 'Câble T2', unitPrice: 900, quantity: 1, installation: null },
                ],
              }),
            },
          }
        : undefined,
    );
    await renderRoutes([detailRoute], '/commande/CM-3');
    const thumbnail = await screen.findByRole('img', {
      name: 'Photo du tableau électrique envoyée pour Wallbox Pulsar',
    });
    expect(thumbnail.getAttribute('src')).toBe(photo.thumbnailUrl);
    expect(screen.getAllByTestId('order-item-photo')).toHaveLength(1);
    expect(screen.getByTestId('order-item-photo').getAttribute('href')).toBe(photo.url);
  });

  it('shows lines that add up to the subtotal (the installation 5 % included), the shipping method, slot and notes', async () => {
    api = answerApi((request) =>
      request.path === '/orders/CM-4'
        ? {
            status: 200,
            body: {
              data: order({
                orderId: 'CM-4',
                // 2 × 8000 − 5 % + 1900 installation, + 900
                subtotal: 18000,
                shippingMethod: 'express',
                deliveryInfo: { preferredTime: 'evening', notes: 'Sonner chez le gardien' },
                items: [
                  {
                    productId: 'doc-1',
                    name: 'Wallbox Pulsar',
                    unitPrice: 8000,
                    quantity: 2,
                    installation: { wanted: true, cost: 1900, inputs: { city: 'Rabat' } },
                  },
                  { productId: 'doc-2', name: 'Câble T2', unitPrice: 900, quantity: 1, installation: null },
                ],
              }),
            },
          }
        : undefined,
    );
    await renderRoutes([detailRoute], '/commande/CM-4');
    const [wallbox, cable] = await screen.findAllByTestId('order-line');
    const wallboxLine = within(wallbox!);
    expect(wallboxLine.getByText('Remise installation (5 %)').nextSibling?.textContent).toBe(
      `-${formatPrice(800)}`,
    );
    expect(wallboxLine.getByText('Installation').nextSibling?.textContent).toBe(`+${formatPrice(1900)}`);
    expect(wallboxLine.getByText('Total de la ligne').nextSibling?.textContent).toBe(formatPrice(17100));
    expect(within(cable!).getByText(/Qté : 1/).nextSibling?.textContent).toBe(formatPrice(900));
    expect(screen.getByTestId('detail-subtotal').textContent).toBe(formatPrice(18000));
    expect(screen.getByTestId('detail-installation-savings').textContent).toBe(`-${formatPrice(800)}`);
    expect(screen.getByTestId('detail-shipping-method').textContent).toBe('Livraison Express (2-3 jours)');
    expect(screen.getByTestId('detail-preferred-time').textContent).toBe('Soir (17h-20h)');
    expect(screen.getByTestId('detail-notes').textContent).toBe('Sonner chez le gardien');
  });

  it('offers the PDF invoice of a delivered order, from the CMS', async () => {
    api = answerApi((request) => {
      if (request.path === '/orders/CM-3')
        return {
          status: 200,
          body: {
            data: order({ orderId: 'CM-3', status: 'delivered', deliveredAt: '2026-11-25T12:00:00.000Z' }),
          },
        };
      if (request.path === '/orders/CM-3/invoice')
        return { status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
      return undefined;
    });
    const created: string[] = [];
    URL.createObjectURL = (() => {
      created.push('blob:1');
      return 'blob:1';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    await renderRoutes([detailRoute], '/commande/CM-3');
    expect(screen.getByTestId('timeline-delivered').dataset.reached).toBe('true');
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture (PDF)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(api.requests.some((request) => request.path === '/orders/CM-3/invoice')).toBe(true);
  });

  it("answers 'Commande non trouvée' for another user's or an unknown order", async () => {
    api = answerApi(() => ({ status: 404, body: { error: { message: 'Commande non trouvée' } } }));
    await renderRoutes([detailRoute], '/commande/CM-X');
    expect((await screen.findByRole('alert')).textContent).toContain('Commande non trouvée');
  });
});

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('saves the personal info through PUT users/me and shows the success message', async () => {
    api = answerApi((request) => {
      if (request.path === '/users/me' && request.method === 'GET') return { status: 200, body: user };
      if (request.path === '/users/me' && request.method === 'PUT')
        return { status: 200, body: { ...user, ...(request.body as object) } };
      return undefined;
    });
    await renderRoutes([{ path: '/profil', loader: profileLoader, element: <ProfilePage /> }], '/profil');
    expect(screen.getByTestId('account-status').textContent).toBe('Actif');
    expect(screen.getByTestId('account-type').textContent).toBe('Membre');
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0700000000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByTestId('profile-notice')).textContent).toContain(
      'Profil mis à jour avec succès!',
    );
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      prenom: 'Salma',
      nom: 'Bennani',
      phone: '0700000000',
      address: '12 rue Ibn Battouta',
    });
    expect(sessionStore.getState().user?.phone).toBe('0700000000');
  });

  it("refuses a phone checkout would refuse and a too long address, each beside its field, focused; the CMS's reason shown", async () => {
    api = answerApi((request) => {
      if (request.path === '/users/me' && request.method === 'GET') return { status: 200, body: user };
      if (request.path === '/users/me' && request.method === 'PUT')
        return { status: 400, body: { error: { status: 400, message: 'Le champ nom est invalide.' } } };
      return undefined;
    });
    await renderRoutes([{ path: '/profil', loader: profileLoader, element: <ProfilePage /> }], '/profil');
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    const address = screen.getByRole('textbox', { name: 'Adresse' });
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Format de téléphone invalide (ex: +212 6 XX XX XX XX)');
    screen.getByText('Adresse : 255 caractères au plus (256 saisis)');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(phone);
    await userEvent.clear(address);
    await userEvent.type(address, '5 rue Atlas');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByTestId('profile-notice')).textContent).toContain('Le champ nom est invalide.');
  });

  it('says a password change refusal beside its field, focused, and the CMS refusal above the button', async () => {
    api = answerApi((request) => {
      if (request.path === '/users/me' && request.method === 'GET') return { status: 200, body: user };
      if (request.path === '/auth/change-password')
        return { status: 400, body: { error: { status: 400, message: 'Mot de passe actuel incorrect' } } };
      return undefined;
    });
    await renderRoutes([{ path: '/profil', loader: profileLoader, element: <ProfilePage /> }], '/profil');
    const current = screen.getByLabelText('Mot de passe actuel');
    const next = screen.getByLabelText('Nouveau mot de passe');
    const confirm = screen.getByLabelText('Confirmer le nouveau mot de passe');
    const change = screen.getByRole('button', { name: 'Changer le mot de passe' });
    await userEvent.type(current, 'ancien1');
    await userEvent.type(next, '123');
    await userEvent.click(change);
    expect(next.getAttribute('aria-invalid')).toBe('true');
    const described = (next.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Le nouveau mot de passe doit contenir au moins 6 caractères');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(api.requests.some((request) => request.path === '/auth/change-password')).toBe(false);

    await userEvent.type(next, '456');
    await userEvent.type(confirm, '123456');
    await userEvent.click(change);
    const notice = await screen.findByTestId('password-notice');
    expect(notice.textContent).toContain('Mot de passe actuel incorrect');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(notice.nextElementSibling?.contains(change)).toBe(true);
    expect(current).toHaveProperty('value', 'ancien1');
    expect(next.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the password change rules', () => {
    expect(checkPasswordChange({ current: 'a', next: '123', confirm: '123' })).toBe(
      'Le nouveau mot de passe doit contenir au moins 6 caractères',
    );
    expect(checkPasswordChange({ current: 'a', next: '123456', confirm: '1234567' })).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(checkPasswordChange({ current: 'a', next: '123456', confirm: '123456' })).toBeNull();
  });
});

describe('WishlistPage', { timeout: 30_000 }, () => {
  const item = (id: string) => ({
    id,
    name: `Borne ${id}`,
    description: '',
    price: 5000,
    oldPrice: null,
    image: null,
    category: 'wallbox',
    brand: null,
    addedAt: '2026-01-01T00:00:00.000Z',
    inStock: true,
  });

  it('merges the account list with this browser, saves it, removes and adds to the cart', async () => {
    wishlistStore.getState().add({ ...item('local'), brand: '' });
    let saved: unknown = null;
    api = answerApi((request) => {
      if (request.path === '/wishlist/me' && request.method === 'GET')
        return { status: 200, body: { data: { items: [item('remote')] } } };
      if (request.path === '/wishlist/me' && request.method === 'PUT') {
        saved = request.body;
        const ids = (request.body as { data: { items: { id: string }[] } }).data.items.map(
          (entry) => entry.id,
        );
        return { status: 200, body: { data: { items: ids.map(item) } } };
      }
      return undefined;
    });
    await renderRoutes([{ path: '/favoris', loader: wishlistLoader, element: <WishlistPage /> }], '/favoris');
    expect(await screen.findAllByTestId('wishlist-card')).toHaveLength(2);
    expect((saved as { data: { items: { id: string }[] } }).data.items.map((entry) => entry.id)).toEqual([
      'remote',
      'local',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier : Borne remote' }));
    expect(cartStore.getState().items.map((line) => line.id)).toEqual(['remote']);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer de la liste : Borne local' }));
    await waitFor(() => expect((saved as { data: { items: unknown[] } }).data.items).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Vider la liste' }));
    await screen.findByText('Liste vide');
    await waitFor(() => expect((saved as { data: { items: unknown[] } }).data.items).toHaveLength(0));
  });
});

describe('TrackingPage', { timeout: 30_000 }, () => {
  it('shows status and timeline for a tracking number, without personal data; unknown numbers are said so', async () => {
    const { trackingLoader } = await import('../api/tracking-loader');
    const { TrackingPage } = await import('./TrackingPage');
    api = answerApi((request) =>
      request.path === '/orders/tracking/MA123456789012'
        ? {
            status: 200,
            body: {
              data: {
                trackingNumber: 'MA123456789012',
                status: 'shipped',
                estimatedDelivery: '2026-11-27T00:00:00.000Z',
                cancelledAt: null,
                timeline: [
                  { step: 'placed', reached: true, date: '2026-11-23T10:00:00.000Z' },
                  { step: 'confirmed', reached: true, date: null },
                  { step: 'shipped', reached: true, date: null },
                  { step: 'delivered', reached: false, date: null },
                ],
              },
            },
          }
        : { status: 404, body: { error: { message: 'Numéro de suivi non trouvé' } } },
    );
    const route = { path: '/suivi-commande', loader: trackingLoader, element: <TrackingPage /> };
    await renderRoutes([route], '/suivi-commande?numero=ma123456789012');
    await screen.findByTestId('order-status');
    expect(screen.getByTestId('order-status').textContent).toBe('Expédiée');
    expect(screen.getByTestId('tracking-shipped').dataset.reached).toBe('true');
    expect(screen.getByTestId('tracking-delivered').dataset.reached).toBe('false');
    cleanupRender();
    await renderRoutes([route], '/suivi-commande?numero=MA000000000000');
    const field = await screen.findByRole('textbox', { name: 'Numéro de suivi' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const description = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe('Numéro de suivi non trouvé');
    expect((field as HTMLInputElement).value).toBe('MA000000000000');
  });
});
