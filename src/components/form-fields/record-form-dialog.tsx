import { Fragment, type ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';

/** The texts of a {@link RecordFormDialog}. */
export interface RecordFormDialogTexts {
  /** The title when adding, e.g. 'Tambah Mitra Baru'. */
  add: string;
  /** The title when editing, e.g. 'Edit Mitra'. */
  edit: string;
  /** The line under the title, the dialog's accessible description. */
  description: string;
}

/**
 * What a back-office record dialog (a product's, a partner's) takes from `useRecordDialog`'s
 * `dialogProps` and its save mutation; its form's input is `I`.
 */
export interface RecordDialogProps<I> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True while the save runs. */
  saving: boolean;
  /** Saves the form's input; resolves to the fields' messages when the data layer refused them. */
  onSave: (input: I) => Promise<Partial<Record<string, string>> | void>;
}

/** Props of {@link RecordFormDialog}. */
export interface RecordFormDialogProps extends Pick<
  FormDialogProps,
  'open' | 'onOpenChange' | 'className' | 'onCloseAutoFocus'
> {
  /** The record edited, or null/undefined when adding one. */
  record: { id: string | number } | null | undefined;
  texts: RecordFormDialogTexts;
  /** The record's form. */
  children: ReactNode;
}

/**
 * The dialog that adds or edits one record (a product, a partner, an address): a
 * {@link FormDialog} titled `texts.edit` when a `record` is given, else `texts.add`, whose form
 * is mounted afresh for each record (keyed by its id), so it starts from that record's values.
 */
export function RecordFormDialog({ record, texts, children, ...dialog }: RecordFormDialogProps) {
  return (
    <FormDialog {...dialog} title={record ? texts.edit : texts.add} description={texts.description}>
      <Fragment key={record?.id ?? 'new'}>{children}</Fragment>
    </FormDialog>
  );
}
