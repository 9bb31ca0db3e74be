/**
 * `renderSettingsCard(Card, name)`: a back-office settings card over the stored settings, as the
 * settings page composes it (docs/conventions.md, "Tests").
 */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { StoreSettings } from '@/data';
import { useStoreSettings } from '@/data/react';
import { renderApp, type RenderAppResult } from './render-app';

/** A settings card: it shows and saves part of the store settings. */
export type SettingsCard = ComponentType<{ store: StoreSettings }>;

/** The card once the store settings are read (nothing before). */
function CardOverStore({ Card }: { Card: SettingsCard }) {
  const store = useStoreSettings();
  return store.data ? <Card store={store.data} /> : null;
}

/**
 * Renders `Card` over the seeded store settings for the signed-in admin at /admin/settings and
 * waits for its section.
 * @param Card - the card component (it takes `store`).
 * @param name - the card's section name (its heading), e.g. 'Batas Stok Menipis'.
 * @returns {@link renderApp}'s result and `card`, the card's region element.
 */
export async function renderSettingsCard(
  Card: SettingsCard,
  name: string,
): Promise<RenderAppResult & { card: HTMLElement }> {
  const result = await renderApp(<CardOverStore Card={Card} />, { url: '/admin/settings', user: 'admin' });
  const card = await screen.findByRole('region', { name });
  return { ...result, card };
}
