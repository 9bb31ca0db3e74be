/**
 * The composer never drops a message written while another is on its way: it queues it, sends
 * in order, and on a failure gives every unsent message back (a bug once: Enter used to be
 * ignored while a message was sending).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatComposer } from './chat-composer';

/** An `onSend` whose calls stay pending until the test settles them, one by one. */
function heldSender() {
  const calls: { text: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const onSend = vi.fn(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ text, resolve, reject });
      }),
  );
  return { onSend, calls };
}

it('sends messages written while one is on its way, in order, with Kirim busy until all are through', async () => {
  const user = userEvent.setup();
  const { onSend, calls } = heldSender();
  render(<ChatComposer onSend={onSend} />);
  const field = screen.getByLabelText('Pesan');
  const send = screen.getByRole('button', { name: 'Kirim' });

  await user.type(field, 'satu{Enter}');
  await user.type(field, 'dua{Enter}');
  await user.type(field, 'tiga');
  await user.click(send);
  expect(field).toHaveValue('');
  expect(send).toHaveAttribute('aria-busy', 'true');
  // One at a time: the second waits for the first.
  expect(onSend.mock.calls.map(([text]) => text)).toEqual(['satu']);

  calls[0]!.resolve();
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
  calls[1]!.resolve();
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
  expect(send).toHaveAttribute('aria-busy', 'true');
  calls[2]!.resolve();
  await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
  expect(onSend.mock.calls.map(([text]) => text)).toEqual(['satu', 'dua', 'tiga']);
});

it('gives back the failed message and the ones waiting after it, in order, before the new text', async () => {
  const user = userEvent.setup();
  const { onSend, calls } = heldSender();
  render(<ChatComposer onSend={onSend} />);
  const field = screen.getByLabelText('Pesan');

  await user.type(field, 'satu{Enter}');
  await user.type(field, 'dua{Enter}');
  await user.type(field, 'tiga');
  calls[0]!.reject(new Error('Penyimpanan penuh.'));

  expect(await screen.findByRole('alert')).toHaveTextContent('Penyimpanan penuh.');
  expect(field).toHaveValue('satu\ndua\ntiga');
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Kirim' })).not.toHaveAttribute('aria-busy');
});
