import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/components/ui/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import type { Review } from '@/domain/core/records';
import { MAX_TEXT_LENGTH } from '@/domain/core/input-fields';
import { reviewInputSchema, type ReviewInput } from '@/domain/catalog/inputs';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
} from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { useAddReview } from '../api/use-add-review';
import { useOwnReview } from '../api/use-own-review';
import { RatingInput } from './rating-input';

/**
 * The review form for a signed-in buyer (spec section 5; docs/product/ui-names.md): radio group `Penilaian`
 * (1–5), text area `Ulasan` (at most 2,000 characters, with a counter), button `Kirim Ulasan`.
 * One review per product and buyer (src/domain/catalog/reviews.ts): a buyer who already reviewed the
 * product gets 'Perbarui Ulasan Anda' with their rating and text filled in and the button
 * `Perbarui Ulasan`. A missing rating or text shows 'Silakan isi ulasan dan rating.' once,
 * inline; success shows 'Ulasan Anda berhasil dikirim!' (or '… diperbarui!') and the form then
 * edits the saved review. Its fields stay disabled until the browser has taken a server-rendered
 * page over, so nothing typed into the server's HTML is replaced by the form's start values.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const own = useOwnReview(productId);
  if (own.isPending) return <Skeleton className="h-64 w-full" />;
  // Unreadable: the form starts empty; saving still edits the buyer's review (the data layer decides).
  const review = own.data ?? null;
  return <ReviewFormFields key={review?.id ?? 'new'} productId={productId} own={review} />;
}

/** The form itself, its fields starting from `own` (the buyer's review) when there is one. */
function ReviewFormFields({ productId, own }: { productId: number; own: Review | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  const addReview = useAddReview();
  // The server renders the form filled in; until the browser takes it over, typing would be lost.
  const hydrated = useHydrated();
  const busy = addReview.isPending || !hydrated;
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: own ? { productId, rating: own.rating, text: own.text } : { productId, text: '' },
  });
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const { errors } = form.formState;
  const errorMessages = [
    ...new Set([errors.rating?.message, errors.text?.message, errors.root?.message]),
  ].filter((message): message is string => Boolean(message));

  const onSubmit = form.handleSubmit((values) =>
    addReview.mutateAsync(values).then(
      (saved) => {
        toast.success(own ? messages.review.updated : messages.review.success);
        form.reset({ productId, rating: saved.rating, text: saved.text });
      },
      (error: unknown) => {
        if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field === 'rating' || field === 'text' ? field : 'root', { message });
          }
        } else {
          toast.error(errorMessage(error));
        }
      },
    ),
  );

  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
      >
        <h3 className="text-lg font-semibold">{own ? 'Perbarui Ulasan Anda' : 'Tulis Ulasan'}</h3>
        <FormField
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              invalid={fieldState.invalid}
              describedBy={fieldState.invalid ? errorId : undefined}
              disabled={busy}
            />
          )}
        />
        <FormField
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Ulasan</FormLabel>
              <FormControl aria-describedby={cn(`${id}-counter`, fieldState.invalid && errorId)}>
                <Textarea
                  {...field}
                  rows={4}
                  maxLength={MAX_TEXT_LENGTH}
                  placeholder="Bagaimana pengalaman Anda dengan produk ini?"
                  disabled={busy}
                />
              </FormControl>
              <FormDescription id={`${id}-counter`} className="text-right">
                {text.length.toLocaleString('id-ID')}/{MAX_TEXT_LENGTH.toLocaleString('id-ID')}{' '}
                karakter
              </FormDescription>
            </FormItem>
          )}
        />
        {errorMessages.length > 0 && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {errorMessages.join(' ')}
          </p>
        )}
        <Button
          type="submit"
          disabled={busy}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {own ? 'Perbarui Ulasan' : 'Kirim Ulasan'}
        </Button>
      </form>
    </Form>
  );
}
