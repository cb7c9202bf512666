import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estimateInstallation } from '@chargemaroc/shared/domain/installation-estimate';
import { formatPrice } from '@chargemaroc/shared/format';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { InstallationEstimateForm } from './InstallationEstimateForm';

const photo = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

function renderForm() {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderWithShell(<InstallationEstimateForm onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: "Valider l'estimation" }));

describe('InstallationEstimateForm', { timeout: 20_000 }, () => {
  it('shows the three required-field messages and submits nothing', async () => {
    const { onSubmit, user } = renderForm();
    await submit(user);
    screen.getByText('Veuillez sélectionner une ville');
    screen.getByText('Veuillez indiquer la puissance souscrite');
    screen.getByText('Veuillez télécharger une photo du disjoncteur/tableau électrique');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a photo in another format', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText(/Photo du disjoncteur/), photo('tableau.gif', 'image/gif', 1000));
    await submit(user);
    screen.getByText('Veuillez sélectionner une image au format JPG, PNG ou WebP');
  });

  it('refuses a photo over 5 MB', async () => {
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText(/Photo du disjoncteur/),
      photo('tableau.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    );
    await submit(user);
    screen.getByText("La taille de l'image ne doit pas dépasser 5 MB");
  });

  it('offers the 21 cities and the power options', () => {
    renderForm();
    const city = screen.getByLabelText(/^Ville/) as HTMLSelectElement;
    expect(city.options).toHaveLength(22);
    const power = screen.getByLabelText(/^Puissance souscrite/) as HTMLSelectElement;
    expect([...power.options].map((option) => option.textContent)).toContain('36+ kVA');
  });

  it('updates the estimate live and submits it with the inputs and the photo', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Ville/), 'Marrakech');
    await user.selectOptions(screen.getByLabelText(/^Puissance souscrite/), '6');
    await user.click(
      screen.getByRole('button', { name: 'Distance entre le tableau et la borne (m) : 30 m' }),
    );
    const expected = estimateInstallation({ city: 'Marrakech', subscribedPower: 6, distance: 30 });
    expect(screen.getByTestId('estimate-total').textContent).toBe(formatPrice(expected.total));
    await user.upload(screen.getByLabelText(/Photo du disjoncteur/), photo('tableau.png', 'image/png', 2048));
    await submit(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const submission = onSubmit.mock.calls[0]![0];
    expect(submission.estimate).toEqual(expected);
    expect(submission.inputs).toMatchObject({
      city: 'Marrakech',
      subscribedPower: 6,
      distance: 30,
      mainBreakerAmperage: 32,
    });
    expect(submission.photo.name).toBe('tableau.png');
  });

  it('sets the distance and the breaker on their sliders, named by their labels, the estimate following', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/^Ville/), 'Marrakech');
    await user.selectOptions(screen.getByLabelText(/^Puissance souscrite/), '6');
    const distance = screen.getByRole<HTMLInputElement>('slider', {
      name: /^Distance tableau – borne : \d+ m$/,
    });
    expect([distance.min, distance.max, distance.step]).toEqual(['1', '100', '1']);
    fireEvent.change(distance, { target: { value: '42' } });
    expect(screen.getByRole('slider', { name: 'Distance tableau – borne : 42 m' })).toBe(distance);
    expect(distance.getAttribute('aria-valuetext')).toBe('42 m');
    const expected = estimateInstallation({ city: 'Marrakech', subscribedPower: 6, distance: 42 });
    expect(screen.getByTestId('estimate-total').textContent).toBe(formatPrice(expected.total));
    // a preset moves the slider too
    await user.click(screen.getByRole('button', { name: 'Calibre du disjoncteur principal (A) : 63 A' }));
    expect(
      screen.getByRole<HTMLInputElement>('slider', { name: 'Calibre du disjoncteur principal : 63 A' }).value,
    ).toBe('63');
  });

  it('clears a message once the field is fixed', async () => {
    const { user } = renderForm();
    await submit(user);
    await user.selectOptions(screen.getByLabelText(/^Ville/), 'Rabat');
    expect(screen.queryByText('Veuillez sélectionner une ville')).toBeNull();
    screen.getByText('Veuillez indiquer la puissance souscrite');
  });

  it('cancels', async () => {
    const { onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
