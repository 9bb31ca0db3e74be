import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/pending-button';
import { verificationMessages } from '@/shared/messages-verification';
import { useVerifyEmail } from '../api/use-verify-email';

/** Props of {@link VerifyEmailCard}. */
export interface VerifyEmailCardProps {
  /** The link's token (`?token=`), null when the link had none. */
  token: string | null;
}

/**
 * The verification page's card (`/verifikasi-email`, server mode; docs/decisions/022,
 * docs/product/ui-names.md "E-mail verification"): `Verifikasi E-mail` sends the link's token
 * back in a POST — opening the link alone, as a mail scanner does, verifies nothing. Success says
 * 'E-mail Anda berhasil diverifikasi.' (a status); a refusal says why, in Indonesian (an alert),
 * as does a link without a token.
 */
export function VerifyEmailCard({ token }: VerifyEmailCardProps) {
  const verify = useVerifyEmail();
  const text = verificationMessages;
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">Verifikasi E-mail</h1>
        <CardDescription>{text.pageIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!token ? (
          <p role="alert" className="text-sm text-destructive">
            {text.tokenMissing}
          </p>
        ) : verify.isSuccess ? (
          <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            {text.success}
          </p>
        ) : (
          <>
            <PendingButton type="button" pending={verify.isPending} onClick={() => verify.mutate(token)}>
              {text.confirm}
            </PendingButton>
            {verify.isError && (
              <p role="alert" className="text-sm text-destructive">
                {verify.error.message}
              </p>
            )}
          </>
        )}
        <p className="text-center text-sm text-muted-foreground">
          <Link to="/settings" className="font-medium text-primary underline underline-offset-4">
            Buka Pengaturan Akun
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
