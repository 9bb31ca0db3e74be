import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { errorMessage, ValidationError } from '@/data';

/**
 * What a record's save takes (a save mutation's variables): the dialog's `input`, and the `id`
 * of the record to update, absent to add a new record.
 */
export interface RecordSaveVariables<I, Id extends string | number> {
  input: I;
  id?: Id;
}

/** What {@link useRecordDialog} needs: how to save, and what to say when it worked. */
export interface RecordDialogOptions<R extends { id: string | number }, I> {
  /**
   * Saves the dialog's input: adds a record when `id` is undefined, else updates record `id`
   * (a save mutation's `mutateAsync`). Rejects with the data layer's error.
   */
  save: (variables: RecordSaveVariables<I, R['id']>) => Promise<unknown>;
  /** The success toast after adding, e.g. 'Produk berhasil ditambahkan!'. */
  added: string;
  /** The success toast after updating, e.g. 'Produk berhasil diperbarui!'. */
  updated: string;
  /** Runs after a record was added (e.g. show the page where it is stored). */
  onAdded?: () => void;
}

/** The state and handlers of a list's add/edit dialog, from {@link useRecordDialog}. */
export interface RecordDialogState<R, I> {
  /** The record being edited, or null when adding (the dialog's record prop). */
  editing: R | null;
  /** Opens the dialog empty, to add a record ('Tambah ...'). */
  openAdd: () => void;
  /** Opens the dialog filled with `record`, to edit it ('Ubah {name}'). */
  openEdit: (record: R) => void;
  /**
   * The dialog's props `open`, `onOpenChange` and `onSave`. `onSave` saves; on success it toasts
   * `added` or `updated` and closes the dialog; on a `ValidationError` with field messages it
   * returns them for the form to show inline; on any other error it toasts the error's message
   * and leaves the dialog open.
   */
  dialogProps: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onSave: (input: I) => Promise<Record<string, string> | void>;
  };
}

/**
 * The add/edit dialog of a back-office list whose records are added and edited in one form (the
 * products, the partners; spec section 2): which record is edited, the dialog's open state, and
 * the save with the spec's toasts.
 */
export function useRecordDialog<R extends { id: string | number }, I>({
  save,
  added,
  updated,
  onAdded,
}: RecordDialogOptions<R, I>): RecordDialogState<R, I> {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<R | null>(null);

  function show(record: R | null) {
    setEditing(record);
    setOpen(true);
  }

  async function handleSave(input: I): Promise<Record<string, string> | void> {
    try {
      await save({ input, id: editing?.id });
    } catch (error) {
      if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0)
        return error.fieldErrors;
      toast.error(errorMessage(error));
      return;
    }
    toast.success(editing ? updated : added);
    setOpen(false);
    if (!editing) onAdded?.();
  }

  return {
    editing,
    openAdd: () => show(null),
    openEdit: show,
    dialogProps: { open, onOpenChange: setOpen, onSave: handleSave },
  };
}
