import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkDeleteButton } from '../../../src/components/resource';

const allowed = { can: true };
const renderButton = (count: number, onConfirm = jest.fn(), access: { can: boolean; reason?: string } = allowed) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <BulkDeleteButton count={count} onConfirm={onConfirm} detail="x" access={access} />
    </FluentProvider>,
  );

describe('Delete Selected', () => {
  it("with no row selected stays disabled and says 'No Action/Rows Selected!'", async () => {
    renderButton(0);
    const button = screen.getByRole('button', { name: 'Delete Selected' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^No Action\/Rows Selected!$/);
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with rows selected asks to confirm, then deletes', async () => {
    const onConfirm = jest.fn();
    renderButton(2, onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the access denial reason for a user who may not delete', async () => {
    renderButton(0, jest.fn(), { can: false, reason: 'Missing Required AUthorization' });
    const button = screen.getByRole('button', { name: 'Delete Selected' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Missing Required AUthorization');
  });
});
