import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { EstimateWidget } from './EstimateWidget';

describe('EstimateWidget', { timeout: 20_000 }, () => {
  it('shows the estimate and a link to request the installation when the page takes no result', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<EstimateWidget headingLevel="h2" />, { route: '/installation' });
    screen.getByRole('heading', { level: 2, name: "Estimation du coût d'installation" });
    await user.selectOptions(screen.getByLabelText(/^Ville/), 'Oujda');
    await user.selectOptions(screen.getByLabelText(/^Puissance souscrite/), '18');
    const threePhase = screen.getByRole('radio', { name: 'Triphasé' });
    await user.click(threePhase);
    // the radio group's state machine takes the choice on its own turn
    await waitFor(() => expect(threePhase).toHaveProperty('checked', true));
    await user.upload(
      screen.getByLabelText(/Photo du disjoncteur/),
      new File(['x'], 'tableau.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: "Valider l'estimation" }));
    // 1500 base − 200 (≥ 15 kVA) + 400 (three-phase) + 400 (Oujda)
    expect(screen.getByTestId('estimate-result').textContent).toMatch(/2.100,00/);
    await user.click(screen.getByRole('link', { name: "Demander l'installation" }));
    expect(screen.getByTestId('location').textContent).toBe('/demande-installation');
  });
});
