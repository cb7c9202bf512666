import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@chargemaroc/shared/testing/render';
import { CartSkeleton } from './CartSkeleton';

describe('CartSkeleton', () => {
  it('takes the room of the filled cart: its title, one block a line and the delivery notes', () => {
    renderWithShell(<CartSkeleton lines={3} />);
    screen.getByRole('heading', { level: 1, name: 'Mon panier' });
    expect(screen.getAllByTestId('cart-line-skeleton')).toHaveLength(3);
    screen.getByRole('heading', { level: 2 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
