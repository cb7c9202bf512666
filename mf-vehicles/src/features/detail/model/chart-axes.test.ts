import { expect, it } from 'vitest';
import { tickLabels } from './chart-axes';

it('labels the 2.5 and 7.5 kW lines as they are', () => {
  expect(tickLabels([0, 2.5, 5, 7.5, 10], 'kW')).toEqual(['0 kW', '2,5 kW', '5 kW', '7,5 kW', '10 kW']);
  expect(tickLabels([20, 40], '%')).toEqual(['20 %', '40 %']);
});
