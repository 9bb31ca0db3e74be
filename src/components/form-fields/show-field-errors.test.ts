import { toast } from '@/components/ui/toast';
import { ValidationError } from '@/data/errors';
import { reportSaveError, showFieldErrors } from './show-field-errors';

type Values = { name: string; phone: string; city: string };
const FIELDS = ['name', 'phone', 'city'] as const;

describe('showFieldErrors', () => {
  it('marks the listed fields that have a message, in the listed order, and ignores other keys', () => {
    const setError = vi.fn();
    const shown = showFieldErrors<Values>(setError, { city: 'Kota?', name: 'Nama?', other: 'x' }, FIELDS);
    expect(shown).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Nama?' }, { shouldFocus: false }],
      ['city', { message: 'Kota?' }, { shouldFocus: false }],
    ]);
  });

  it('focuses the first marked field, or each in turn', () => {
    const first = vi.fn();
    showFieldErrors<Values>(first, { phone: 'a', city: 'b' }, FIELDS, 'first');
    expect(first.mock.calls.map((call) => call[2])).toEqual([{ shouldFocus: true }, { shouldFocus: false }]);
    const each = vi.fn();
    showFieldErrors<Values>(each, { phone: 'a', city: 'b' }, FIELDS, 'each');
    expect(each.mock.calls.map((call) => call[2])).toEqual([{ shouldFocus: true }, { shouldFocus: true }]);
  });
});

describe('reportSaveError', () => {
  it('shows a ValidationError inline and as a toast, any other error only as a toast', () => {
    const error = vi.spyOn(toast, 'error');
    const setError = vi.fn();
    reportSaveError<Values>(new ValidationError('Email sudah digunakan.', { name: 'Dipakai.' }), setError, FIELDS);
    expect(setError).toHaveBeenCalledWith('name', { message: 'Dipakai.' }, { shouldFocus: false });
    expect(error).toHaveBeenLastCalledWith('Email sudah digunakan.');
    setError.mockClear();
    reportSaveError<Values>(new Error('Penyimpanan penuh.'), setError, FIELDS);
    expect(setError).not.toHaveBeenCalled();
    expect(error).toHaveBeenLastCalledWith('Penyimpanan penuh.');
    error.mockRestore();
  });
});
