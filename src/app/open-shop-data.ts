import { createShopData, type ShopData } from '@/data';

/**
 * Opens the data port of this build; null when the browser refuses its storage (reading
 * `localStorage` throws a SecurityError when site data is blocked), so the app can say so.
 */
export function openShopData(create: () => ShopData = createShopData): ShopData | null {
  try {
    return create();
  } catch {
    return null;
  }
}
