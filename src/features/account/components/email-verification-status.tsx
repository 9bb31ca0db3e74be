import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/toast';
import { verificationMessages } from '@/shared/messages-verification';
import { useResendVerification } from '../api/use-resend-verification';

/** Props of {@link EmailVerificationStatus}. */
export interface EmailVerificationStatusProps {
  /** Whether the saved e-mail is verified (the session copy's `emailVerified`). */
  verified: boolean;
  /** The element id (the e-mail field's `aria-describedby` may name it). */
  id?: string;
}

/**
 * The verification state of the account's saved e-mail (server mode; docs/decisions/022,
 * docs/product/ui-names.md "Buyer settings"): 'Terverifikasi' or 'Belum diverifikasi', and while
 * unverified `Kirim Ulang Tautan Verifikasi`, which toasts 'Tautan verifikasi telah dikirim. …' or
 * the refusal (3 an hour per account). Order e-mails go to a verified address only.
 */
export function EmailVerificationStatus({ verified, id }: EmailVerificationStatusProps) {
  const resend = useResendVerification();
  const text = verificationMessages;
  return (
    <div id={id} className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <span className="text-muted-foreground">{text.statusLabel}</span>
      <Badge variant={verified ? 'default' : 'outline'}>{verified ? text.verified : text.unverified}</Badge>
      {!verified && (
        <PendingButton
          type="button"
          variant="outline"
          size="sm"
          pending={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast.success(text.resent),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {text.resend}
        </PendingButton>
      )}
      {!verified && <p className="basis-full text-muted-foreground">{text.unverifiedHint}</p>}
    </div>
  );
}
