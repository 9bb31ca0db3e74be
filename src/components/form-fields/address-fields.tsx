import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { Input } from '@/components/ui/input';
import { InputField } from './input-field';
import type { BoundAttributes } from './labelled-field';
import { TextareaField } from './textarea-field';

/**
 * Which of the form's fields hold the four parts of a shipping address (the address book calls
 * them `recipientName`, `phone`, `fullAddress`, `postalCode`; the checkout `customerName`,
 * `customerPhone`, `shippingAddress`, `postalCode`).
 */
export interface AddressFieldNames<TFieldValues extends FieldValues> {
  /** The recipient's name. */
  recipientName: FieldPath<TFieldValues>;
  /** The phone number. */
  phone: FieldPath<TFieldValues>;
  /** The full street address. */
  fullAddress: FieldPath<TFieldValues>;
  /** The postal code. */
  postalCode: FieldPath<TFieldValues>;
}

/** The four parts' own names, which a form holding an address as it is stored uses. */
const ADDRESS_PART_NAMES = {
  recipientName: 'recipientName',
  phone: 'phone',
  fullAddress: 'fullAddress',
  postalCode: 'postalCode',
} as const;

/**
 * The prop `names` of {@link AddressFields}: optional for a form with a field named after each
 * part (the address book), where it renames only the parts given; else required, naming all four.
 */
export type AddressFieldNamesProp<TFieldValues extends FieldValues> =
  TFieldValues extends Record<keyof AddressFieldNames<TFieldValues>, unknown>
    ? { names?: Partial<AddressFieldNames<TFieldValues>> }
    : { names: AddressFieldNames<TFieldValues> };

/** Props of {@link AddressFields}. */
export type AddressFieldsProps<
  TFieldValues extends FieldValues,
  TTransformedValues = TFieldValues,
> = AddressFieldNamesProp<TFieldValues> & {
  /** The `control` of the form's `useForm()` result. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** The label of the name field (default `Nama Penerima`; the checkout says `Nama Lengkap`). */
  recipientLabel?: string;
  /** More attributes of the postal-code `<input>` (e.g. `maxLength`, a narrower `className`). */
  postalCodeProps?: Omit<ComponentProps<typeof Input>, BoundAttributes>;
};

/**
 * The shipping-address field group shared by the address book's form and the checkout (spec
 * section 5, "Address form" and "Checkout"): the name field (`Nama Penerima` by default),
 * `Nomor Telepon` (tel), `Alamat Lengkap` (three rows) and `Kode Pos` (numeric), each with the
 * browser's address autofill tokens and its inline validation message. Must sit inside the
 * form's `Form` provider; the validation rules and messages come from the form's schema.
 */
export function AddressFields<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  control,
  names: renamed,
  recipientLabel = 'Nama Penerima',
  postalCodeProps,
}: AddressFieldsProps<TFieldValues, TTransformedValues>) {
  const names = { ...ADDRESS_PART_NAMES, ...renamed } as AddressFieldNames<TFieldValues>;
  return (
    <>
      <InputField
        control={control}
        name={names.recipientName}
        label={recipientLabel}
        autoComplete="name"
      />
      <InputField
        control={control}
        name={names.phone}
        label="Nomor Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextareaField
        control={control}
        name={names.fullAddress}
        label="Alamat Lengkap"
        autoComplete="street-address"
        rows={3}
      />
      <InputField
        control={control}
        name={names.postalCode}
        label="Kode Pos"
        inputMode="numeric"
        autoComplete="postal-code"
        {...postalCodeProps}
      />
    </>
  );
}
