import { act, render, screen } from '@testing-library/react';
import { setLiveStatus } from '../../../src/api/events/liveStatus';
import { LiveIndicator } from '../../../src/features/kitchen/LiveIndicator';

afterEach(() => act(() => setLiveStatus('off')));

it('says Live while the change stream is open and Polling otherwise, as a named status', () => {
  render(<LiveIndicator pollSeconds={60} />);
  const status = screen.getByRole('status', { name: 'Board updates' });
  expect(status).toHaveTextContent('Polling');
  expect(status).toHaveAttribute('title', expect.stringContaining('every 60 s'));
  act(() => setLiveStatus('live'));
  expect(status).toHaveTextContent('Live');
  act(() => setLiveStatus('connecting'));
  expect(status).toHaveTextContent('Polling');
});
