import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/** Keeps the `dark` class on <html> in step with the stored theme (also across tabs). */
export function ThemeSync() {
  const data = useShopData();
  const { data: theme } = useQuery({ queryKey: queryKeys.theme, queryFn: () => data.settings.getTheme() });
  useEffect(() => {
    if (theme) document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return null;
}
