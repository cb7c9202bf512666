import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { normalizeVehicle, vehicleSchema } from '@chargemaroc/shared/contracts/vehicle';
import { backendVehicle } from '../../../testing/vehicles';
import '../../../testing/jsdom-chart';
import ChargingSimulator from './ChargingSimulator';

const vehicle = normalizeVehicle(
  vehicleSchema.parse(backendVehicle({ usableBatteryKwh: 50, acChargerKw: 7.4 })),
);

function renderSimulator() {
  return render(
    <UiProvider>
      <ChargingSimulator vehicle={vehicle} />
    </UiProvider>,
  );
}

describe('ChargingSimulator', { timeout: 30_000 }, () => {
  it('moves the state-of-charge handles by 5 % with the keyboard, the start staying 5 points below the end', async () => {
    renderSimulator();
    const [start, end] = screen.getAllByRole('slider', { hidden: true }) as [HTMLElement, HTMLElement];
    expect(start.getAttribute('aria-label')).toBe('Niveau de départ');
    expect(end.getAttribute('aria-label')).toBe("Niveau d'arrivée");
    expect(start.getAttribute('aria-valuenow')).toBe('20');
    expect(end.getAttribute('aria-valuenow')).toBe('80');
    const keys = userEvent.setup({ delay: null });
    end.focus();
    await keys.keyboard('{ArrowRight}');
    await waitFor(() => expect(end.getAttribute('aria-valuenow')).toBe('85'));
    start.focus();
    await keys.keyboard('{End}');
    await waitFor(() => expect(start.getAttribute('aria-valuenow')).toBe('80'));
  });

  it('gives the spec figures, then the vehicle-limited ones in the vehicle-data mode', async () => {
    renderSimulator();
    const results = screen.getByTestId('simulator-results');
    // spec mode, wallbox 11 kW: 50 kWh × 60 % = 30 kWh at 8.8 kW → 3 h 25 min; 30 × 1,8 = 54 MAD; 30 × 4,5 = 135 km
    expect(results.textContent).toContain('30 kWh');
    expect(results.textContent).toContain('3 h 25 min');
    expect(results.textContent).toContain('135 km');
    await userEvent.setup({ delay: null }).click(screen.getByText('Données du véhicule'));
    // 7.4 kW on-board charger: 30 ÷ (7.4 × 0.8) = 5.07 h → 5 h 04 min; 30 ÷ 16 × 100 = 188 km
    await waitFor(() => expect(results.textContent).toContain('5 h 04 min'));
    expect(results.textContent).toContain('188 km');
    expect(screen.getByRole('note').textContent).toContain('7,4 kW');
    expect(screen.getByRole('table').textContent).toContain('Charge ultra-rapide (150 kW)');
  });
});
