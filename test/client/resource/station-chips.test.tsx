import { screen } from '@testing-library/react';
import type { Station } from '../../../src/api/generated/kitchen';
import { stationsConfig } from '../../../src/features/stations';
import { renderWithProviders } from '../helpers';

const station = (categories: Station['categories']): Station =>
  ({ id: 1, name: 'Grill', translations: null, categories, __version: 1 }) as unknown as Station;

const categoriesCell = stationsConfig.columns.find((c) => c.id === 'categories')!.column;

describe("the Stations list's categories cell", () => {
  it('shows each category as a chip, wrapping, styled by class (no inline style)', () => {
    renderWithProviders(
      <>
        {categoriesCell.renderCell(
          station([
            { id: 4, name: 'Grills', translations: null },
            { id: 5, name: 'Mezze', translations: null },
          ] as Station['categories']),
        )}
      </>,
    );
    const chips = screen.getByText('Grills').parentElement!;
    expect(chips).toHaveTextContent('GrillsMezze');
    expect(chips).not.toHaveAttribute('style');
    expect(chips.className).not.toBe('');
  });
});
