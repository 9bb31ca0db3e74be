import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontalIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/data/errors';
import { formatCount } from '@/shared/format';
import { chatMessages } from '@/shared/messages-chat';
import { chatTextSchema, MAX_CHAT_LENGTH } from '@/domain/chat/inputs';
import { cn } from '@/lib/utils';

/** From this many characters on, the composer shows how many are left. */
export const CHAT_COUNTER_FROM = MAX_CHAT_LENGTH - 200;

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /**
   * Sends the trimmed text (1 to 2,000 characters). The field clears at once; reject with an error
   * (e.g. a full storage quota) to give the text back and show the error's message. Called for one
   * message at a time, in the order they were written.
   */
  onSend: (text: string) => Promise<unknown>;
  /** The text field (to focus it from outside). */
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * The message field `Pesan` (placeholder 'Ketik pesan...') and the `Kirim` button (spec sections
 * 2 and 5; docs/product/ui-names.md "Chat"). Enter sends, Shift+Enter adds a line; blank text is not sent;
 * text over 2,000 characters shows 'Pesan maksimal 2.000 karakter.' and is not sent, with a
 * counter of the characters left near the limit. The field clears when a message is sent, so
 * the next one can be written and sent at once: messages written while one is on its way wait
 * in order (`Kirim` is `aria-busy` until all are through). If sending fails, the failed message
 * and any waiting after it come back into the field, in order, before what was typed since,
 * with the error below it: nothing is lost and nothing arrives out of order.
 * A single field with live checks, so plain state and `chatTextSchema` rather than a form library.
 */
export function ChatComposer({ onSend, ref, className }: ChatComposerProps) {
  const fieldId = useId();
  const errorId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  /** Messages written but not yet through, oldest first (the first one is on its way). */
  const queue = useRef<string[]>([]);
  const [waiting, setWaiting] = useState(0);
  const busy = waiting > 0;

  const length = text.trim().length;
  const tooLong = length > MAX_CHAT_LENGTH;
  const showCounter = text.length >= CHAT_COUNTER_FROM;
  const error = tooLong ? chatMessages.tooLong : sendError;

  /** Sends the queued messages one by one; on a failure, gives back every unsent one. */
  async function drain() {
    while (queue.current.length > 0) {
      try {
        await onSend(queue.current[0]!);
        queue.current.shift();
        setWaiting(queue.current.length);
      } catch (e) {
        const unsent = queue.current.splice(0);
        setWaiting(0);
        setText((current) => [...unsent, current].filter((part) => part !== '').join('\n'));
        setSendError(errorMessage(e));
      }
    }
  }

  function submit() {
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) {
      // Blank text is simply not sent; too long text already shows its message.
      return;
    }
    // Clear at once, so whatever the user types while the message is on its way is kept.
    setText('');
    setSendError(null);
    queue.current.push(parsed.data);
    setWaiting(queue.current.length);
    // One sender at a time: a message written while another is on its way waits in the queue.
    if (queue.current.length === 1) void drain();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const describedBy = [showCounter && counterId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className={cn('flex shrink-0 flex-col gap-1.5 border-t bg-card p-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={fieldId} className="text-xs">
          Pesan
        </Label>
        {showCounter && (
          <span
            id={counterId}
            aria-live="polite"
            className={cn('text-xs tabular-nums', tooLong ? 'font-medium text-destructive' : 'text-muted-foreground')}
          >
            {formatCount(text.length)}/{formatCount(MAX_CHAT_LENGTH)}
          </span>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          ref={ref}
          id={fieldId}
          rows={1}
          value={text}
          placeholder={chatMessages.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            if (sendError) setSendError(null);
          }}
          onKeyDown={handleKeyDown}
          className="max-h-28 min-h-10 resize-none py-2"
        />
        {/* Never disabled while sending: a disabled button would drop the keyboard focus. */}
        <Button type="submit" aria-busy={busy || undefined} className="shrink-0">
          <SendHorizontalIcon aria-hidden="true" />
          Kirim
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
