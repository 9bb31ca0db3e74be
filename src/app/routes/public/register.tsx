import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RegisterForm } from '@/features/auth';

/**
 * /register (spec section 2): the registration form; after success the user goes to /login
 * (spec section 2, "After registration").
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Daftar Akun</h1>
          <CardDescription>
            Buat akun pembeli untuk menyimpan keranjang, memesan, dan melacak pesanan Anda.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RegisterForm onSuccess={() => void navigate('/login')} />
          <p className="text-center text-sm text-muted-foreground">
            Sudah punya akun?{' '}
            <Link to="/login" className="font-medium text-primary underline underline-offset-4">
              Masuk di sini
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
