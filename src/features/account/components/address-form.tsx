import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AddressFields } from '@/components/form-fields/address-fields';
import { HookForm } from '@/components/form-fields/hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { reportSaveError } from '@/components/form-fields/show-field-errors';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
} from '@/components/ui/form';
import { PendingButton } from '@/components/ui/pending-button';
import { accountMessages } from '@/shared/messages-account';
import type { Address } from '@/domain/core/records';
import { addressInputSchema, type AddressInput } from '@/domain/accounts/inputs';
import { useSaveAddress } from '../api/use-save-address';

const TEXT_FIELDS = ['label', 'recipientName', 'phone', 'fullAddress', 'postalCode'] as const;

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address to edit; absent to add a new one. */
  address?: Address;
  /** True when the buyer has no saved address yet (the new one becomes the default). */
  first: boolean;
  /** Called after a successful save (the dialog closes). */
  onSaved: (address: Address) => void;
}

function initialValues(address: Address | undefined, first: boolean): AddressInput {
  return address
    ? {
        label: address.label,
        recipientName: address.recipientName,
        phone: address.phone,
        fullAddress: address.fullAddress,
        postalCode: address.postalCode,
        isDefault: address.isDefault,
      }
    : { label: '', recipientName: '', phone: '', fullAddress: '', postalCode: '', isDefault: first };
}

/**
 * The address form inside the address dialog (spec section 5, "Address form"; docs/product/ui-names.md):
 * `Label`, `Nama Penerima`, `Nomor Telepon`, `Alamat Lengkap`, `Kode Pos`, the checkbox
 * `Jadikan alamat utama`, and `Batal` / `Simpan Alamat`. A missing field shows 'Harap lengkapi
 * semua bidang.' inline and as a toast; a malformed phone or postal code its own message. There
 * is always exactly one default address, so the checkbox is fixed (ticked) for the first address
 * and for the current default. Saving toasts 'Alamat berhasil ditambahkan!' or 'Alamat berhasil
 * diperbarui!'.
 */
export function AddressForm({ address, first, onSaved }: AddressFormProps) {
  const save = useSaveAddress();
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: initialValues(address, first),
  });
  const defaultLocked = first || address?.isDefault === true;

  async function onValid(values: AddressInput) {
    try {
      const saved = await save.mutateAsync({ id: address?.id, values });
      toast.success(address ? accountMessages.addressUpdated : accountMessages.addressAdded);
      onSaved(saved);
    } catch (error) {
      reportSaveError(error, form.setError, TEXT_FIELDS);
    }
  }

  function onInvalid(errors: FieldErrors<AddressInput>) {
    const missing = Object.values(errors).some((e) => e?.message === accountMessages.addressRequired);
    toast.error(missing ? accountMessages.addressRequired : (Object.values(errors)[0]?.message ?? accountMessages.addressRequired));
  }

  return (
    <HookForm
      form={form}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-4"
    >
      <InputField
        control={form.control}
        name="label"
        label="Label"
        placeholder="Rumah, Kantor, ..."
      />
      <AddressFields control={form.control} postalCodeProps={{ maxLength: 10 }} />
      <FormField
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-center gap-2">
              <FormControl>
                <Checkbox
                  checked={defaultLocked || field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={defaultLocked}
                  ref={field.ref}
                />
              </FormControl>
              <FormLabel className="font-normal">Jadikan alamat utama</FormLabel>
            </div>
            {defaultLocked && (
              <FormDescription>
                {first
                  ? 'Alamat pertama otomatis menjadi alamat utama.'
                  : 'Ini alamat utama Anda. Untuk menggantinya, jadikan alamat lain sebagai alamat utama.'}
              </FormDescription>
            )}
          </FormItem>
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Batal
          </Button>
        </DialogClose>
        <PendingButton type="submit" pending={save.isPending}>
          Simpan Alamat
        </PendingButton>
      </DialogFooter>
    </HookForm>
  );
}
