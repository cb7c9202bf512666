import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import '../../../testing/jsdom-chart';
import { backendVehicle } from '../../../testing/vehicles';
import { vehicleLoader } from '../api/vehicle-loader';
import { VehicleDetailError, VehicleDetailPage } from './VehicleDetailPage';

const detailRoute = {
  path: '/vehicule-electrique/:id',
  loader: vehicleLoader,
  ErrorBoundary: VehicleDetailError,
};
const vehicle = backendVehicle({
  EstNouveau: true,
  etat: 'Nouveau',
  Remise: 8,
  Images: [
    { id: 1, url: '/uploads/a.svg', alternativeText: 'Vue avant', width: 1200, height: 675 },
    { id: 2, url: '/uploads/b.svg', alternativeText: 'Vue arrière', width: 1200, height: 675 },
  ],
});

let api: ReturnType<typeof answerApi>;
const user = () => userEvent.setup({ delay: null });

function stubVehicle() {
  api = answerApi(({ path }) => {
    if (path === `/vehicules/${vehicle.documentId}`) return { status: 200, body: { data: vehicle } };
    if (path === '/vehicules') return { status: 200, body: strapiPage([], 1, 1) };
    if (path === '/test-drive-requests') return { status: 201, body: { data: { status: 'pending' } } };
    return undefined;
  });
}

describe('VehicleDetailPage', { timeout: 30_000 }, () => {
  it('shows the breadcrumb, the badges, the rating, the specs card, the gallery and the tabs', async () => {
    stubVehicle();
    await renderRoute(<VehicleDetailPage />, {
      ...detailRoute,
      route: `/vehicule-electrique/${vehicle.documentId}`,
    });
    await screen.findByRole('heading', { level: 1, name: vehicle.FullName });
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    within(trail).getByRole('link', { name: 'Véhicules Électriques' });
    expect(screen.getAllByText('Nouveau').length).toBeGreaterThan(0);
    screen.getByText('-8 %');
    screen.getByRole('img', { name: 'Note : 4,6 sur 5' });
    screen.getByText('(12 avis)');
    screen.getByRole('heading', { name: 'Caractéristiques principales' });
    const thumbnails = screen.getAllByRole('button', { name: /^Afficher la photo/ });
    expect(thumbnails).toHaveLength(2);
    await user().click(thumbnails[1]!);
    expect(thumbnails[1]!.getAttribute('aria-pressed')).toBe('true');
    await user().click(screen.getByRole('tab', { name: 'Dimensions' }));
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Dimensions' }).textContent).toContain('4 700 mm'),
    );
  });

  it("answers an unknown vehicle with 'Véhicule non trouvé'", async () => {
    stubVehicle();
    await renderRoute(<VehicleDetailPage />, { ...detailRoute, route: '/vehicule-electrique/inconnu' });
    await screen.findByRole('heading', { name: 'Véhicule non trouvé' });
  });

  it('checks a test-drive request, then sends it and shows the success message', async () => {
    stubVehicle();
    await renderRoute(<VehicleDetailPage />, {
      ...detailRoute,
      route: `/vehicule-electrique/${vehicle.documentId}`,
    });
    await user().click(await screen.findByRole('button', { name: 'Demander un essai' }));
    const form = screen.getByRole('form', { name: "Demande d'essai" });
    await user().click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    within(form).getByText('Le nom est requis');
    within(form).getByText("L'email est requis");
    within(form).getByText('Le téléphone est requis');
    expect(api.requests.some((request) => request.path === '/test-drive-requests')).toBe(false);
    await user().type(within(form).getByRole('textbox', { name: /Nom complet/ }), 'Amal Bennani');
    await user().type(within(form).getByRole('textbox', { name: /E-mail/ }), 'amal@example.ma');
    await user().type(within(form).getByRole('textbox', { name: /Téléphone/ }), '0612345678');
    await user().click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    await within(form).findByText("Demande d'essai envoyée avec succès");
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/test-drive-requests')).toBe(true),
    );
  });
});
