import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './content';
import { Progress } from './progress';
import { UiProvider } from './provider';

describe('a family styled by its own recipe', () => {
  it('styles its parts from the recipe it carries, which the system does not hold', () => {
    render(
      <UiProvider>
        <Table.Root aria-label="Tarifs">
          <Table.Body>
            <Table.Row>
              <Table.Cell>22 kW</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Progress.Root value={40} aria-label="Avancement">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </UiProvider>,
    );
    const table = screen.getByRole('table', { name: 'Tarifs' });
    expect(table.classList.contains('chakra-table__root')).toBe(true);
    expect(table.getAttribute('recipe')).toBeNull();
    expect(screen.getByRole('cell').classList.contains('chakra-table__cell')).toBe(true);
    // the recipe's styles reach the parts: Emotion rules for the cell's own class
    const cellClass = [...screen.getByRole('cell').classList].find((name) => name.startsWith('css-'));
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toMatch(new RegExp(`\\.${cellClass}\\{[^}]*padding`));
    const progress = document.querySelector('.chakra-progress__root');
    expect(progress?.getAttribute('recipe')).toBeNull();
    expect(progress?.className).toMatch(/css-/);
  });
});
