import { screen } from '@testing-library/react';
import { LateChangeMark } from '../../../src/features/kitchen/LateChangeMark';
import { renderWithProviders } from '../helpers';
import { showIn } from '../i18nTesting';

describe('LateChangeMark', () => {
  afterEach(async () => {
    await showIn('en');
  });

  it('says "Late change" and what changed after the cut-off', () => {
    const { container } = renderWithProviders(
      <LateChangeMark lateChange={{ changes: ['items', 'date'], at: '2026-03-31T15:00:00.000Z' }} />,
    );
    expect(container.querySelector('[data-late-change]')).toHaveTextContent('Late changeitems, date');
    expect(screen.getByText('Late change')).toBeVisible();
  });

  it('says an order placed after the cut-off was, in Arabic too', async () => {
    await showIn('ar');
    renderWithProviders(<LateChangeMark lateChange={{ changes: ['created'], at: '2026-03-31T15:00:00.000Z' }} />);
    expect(screen.getByText('تعديل متأخر')).toBeVisible();
    expect(screen.getByText('طُلب بعد موعد الإغلاق')).toBeVisible();
  });

  it('shows nothing for an order without a late change', () => {
    const { container } = renderWithProviders(<LateChangeMark lateChange={null} />);
    expect(container.querySelector('[data-late-change]')).toBeNull();
    expect(container).toHaveTextContent('');
  });
});
