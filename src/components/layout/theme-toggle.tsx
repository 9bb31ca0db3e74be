import { useMutation, useQuery } from '@tanstack/react-query';
import { MoonIcon, SunIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { errorMessage, queryKeys } from '@/data';
import { useShopData } from '@/data/react';
import type { Theme } from '@/domain/core/records';

/**
 * The theme control (spec section 4, "Theme"; docs/product/ui-names.md): a button `Ganti tema` with
 * `aria-pressed` true in dark mode. It saves the preference with `data.settings.setTheme`;
 * `ThemeSync` applies the `dark` class.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const data = useShopData();
  const { data: theme = 'light' } = useQuery({
    queryKey: queryKeys.theme,
    queryFn: () => data.settings.getTheme(),
  });
  const setTheme = useMutation({
    mutationFn: (next: Theme) => data.settings.setTheme(next),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const dark = theme === 'dark';
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Ganti tema"
      aria-pressed={dark}
      title={dark ? 'Tema gelap aktif' : 'Tema terang aktif'}
      disabled={setTheme.isPending}
      onClick={() => setTheme.mutate(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon aria-hidden="true" /> : <SunIcon aria-hidden="true" />}
    </Button>
  );
}
