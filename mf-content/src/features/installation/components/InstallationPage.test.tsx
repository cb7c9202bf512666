import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { InstallationPage } from './InstallationPage';

describe('InstallationPage', { timeout: 30_000 }, () => {
  it('shows the services, the 4 steps, the spec tariffs, 3 questions, and a place for the shop estimate', async () => {
    await renderRoute(<InstallationPage />, { route: '/installation' });
    expect(screen.getAllByText(/^Étape \d$/)).toHaveLength(4);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/Prise renforcée.*800/),
      expect.stringMatching(/Wallbox 7 kW.*1.200/),
      expect.stringMatching(/Wallbox 22 kW.*1.800/),
      expect.stringMatching(/intelligente.*2.200/),
      expect.stringMatching(/commerciale 22 kW.*3.500/),
      expect.stringMatching(/rapide 50 kW.*8.000/),
      expect.stringMatching(/multi-points.*Sur devis/),
      expect.stringMatching(/Supervision.*Sur devis/),
    ]);
    const faq = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // the shop's estimate loads through federation in the browser (covered end to end)
    screen.getByRole('status', { name: 'Chargement du calculateur d’installation' });
  });
});
