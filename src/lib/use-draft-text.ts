import { useState, type KeyboardEvent } from 'react';

/** The state of a field whose typed text counts only when committed, from {@link useDraftText}. */
export interface DraftText {
  /** The text typed since the last commit, or null: the field shows its saved value. */
  draft: string | null;
  /** Sets the draft (the field's `onChange`); null drops it and shows the saved value again. */
  setDraft: (draft: string | null) => void;
  /** Hands the draft, if any, to `commit` (the field's `onBlur`). */
  commitDraft: () => void;
  /** The field's `onKeyDown`: Enter commits the draft, Escape drops it. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The typed text of a number field that is saved on blur or Enter and restored by Escape (the
 * `QuantityStepper`'s field, a cart line's `Jumlah {name}`).
 * @param commit - called with the draft when committed; it decides what the text means and calls
 *   `drop` (the same as `setDraft(null)`) once the draft is handled.
 */
export function useDraftText(commit: (draft: string, drop: () => void) => void): DraftText {
  const [draft, setDraft] = useState<string | null>(null);

  function commitDraft() {
    if (draft !== null) commit(draft, () => setDraft(null));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  return { draft, setDraft, commitDraft, onKeyDown };
}
