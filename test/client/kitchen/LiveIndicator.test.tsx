import { act, render, screen } from '@testing-library/react';
import { setLiveStatus } from '../../../src/api/events/liveStatus';
import { LiveIndicator } from '../../../src/features/kitchen/LiveIndicator';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';

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

it('says Offline, not Live, while the server is out of reach, whatever the stream last said', () => {
  render(<LiveIndicator pollSeconds={60} />);
  const status = screen.getByRole('status', { name: 'Board updates' });
  act(() => setLiveStatus('live'));
  act(() => reportUnreachable());
  expect(status).toHaveTextContent('Offline');
  expect(status).not.toHaveTextContent('Live');
  act(() => reportReachable());
  expect(status).toHaveTextContent('Live');
  act(() => resetNetworkStatusForTests());
});
