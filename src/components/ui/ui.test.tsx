import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Input } from './input';
import { Spinner } from './spinner';
import { StarRating } from './star-rating';

describe('Button', () => {
  it('renders a button with its accessible name', () => {
    render(<Button>Tambah ke Keranjang</Button>);
    expect(screen.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeInTheDocument();
  });

  it('renders its child instead when asChild', () => {
    render(
      <Button asChild>
        <a href="/checkout">Checkout</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('data-slot', 'button');
  });
});

describe('Dialog', () => {
  it('opens, closes with "Tutup", and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Tambah Produk</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Produk Baru</DialogTitle>
          <DialogDescription>Isi data produk.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Tambah Produk' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Produk Baru' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('Form', () => {
  const schema = z.object({ username: z.string().min(1, 'Username wajib diisi') });

  function LoginForm() {
    const form = useForm({ resolver: zodResolver(schema), defaultValues: { username: '' } });
    return (
      <Form {...form}>
        <form onSubmit={form.handleSubmit(() => {})}>
          <FormField
            control={form.control}
            name="username"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Username</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit">Masuk</Button>
        </form>
      </Form>
    );
  }

  it('links the error message to the invalid control', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username wajib diisi');
    const message = screen.getByText('Username wajib diisi');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });
});

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Memuat...' })).toHaveTextContent('Memuat...');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Menyimpan pesanan..." />);
    expect(screen.getByRole('status', { name: 'Menyimpan pesanan...' })).toBeInTheDocument();
  });
});

describe('StarRating', () => {
  it('is announced as "Penilaian n dari 5"', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Penilaian 4 dari 5' })).toBeInTheDocument();
  });

  it('writes decimals the Indonesian way', () => {
    render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Penilaian 4,5 dari 5' })).toBeInTheDocument();
  });

  it('draws a 4,5 average as four full stars and a half one', () => {
    render(<StarRating value={4.5} />);
    const stars = screen.getByRole('img', { name: 'Penilaian 4,5 dari 5' });
    expect([...stars.children].map((star) => star.getAttribute('data-fill'))).toEqual(['full', 'full', 'full', 'full', 'half']);
  });
});
