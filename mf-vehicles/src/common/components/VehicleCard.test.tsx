import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VEHICLE_FALLBACK_IMAGE_URL, parseVehicle } from '@chargemaroc/shared/contracts/vehicle';
import { backendVehicle } from '../../testing/vehicles';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import '../../testing/jsdom-chart';
import { VehicleCard } from './VehicleCard';

const vehicle = parseVehicle(backendVehicle({ FullName: 'Tesla Model Y', etat: 'Nouveau' }));

describe('VehicleCard', () => {
  it('links the whole card to the vehicle and shows its status', () => {
    renderWithShell(<VehicleCard vehicle={vehicle} />);
    const card = screen.getByTestId('vehicle-card');
    within(card).getByRole('heading', { level: 3, name: 'Tesla Model Y' });
    expect(within(card).getByRole('link', { name: 'Tesla Model Y' }).getAttribute('href')).toBe(
      `/vehicule-electrique/${vehicle.id}`,
    );
    within(card).getByText('Nouveau');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('toggles the comparison from its button, which says whether the vehicle is compared', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithShell(
      <VehicleCard vehicle={vehicle} compare={{ active: false, onToggle }} />,
    );
    const button = screen.getByRole('button', { name: 'Comparer : Tesla Model Y' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledWith(vehicle);
    rerender(<VehicleCard vehicle={vehicle} compare={{ active: true, onToggle }} />);
    expect(
      screen.getByRole('button', { name: 'Comparer : Tesla Model Y' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('swaps a picture that fails to load for the vehicle illustration', () => {
    renderWithShell(<VehicleCard vehicle={vehicle} />);
    const picture = within(screen.getByTestId('vehicle-card')).getByRole('img');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(VEHICLE_FALLBACK_IMAGE_URL);
  });
});
