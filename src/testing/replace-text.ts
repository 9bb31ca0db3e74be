import type { RenderAppResult } from './render-app';

/**
 * Replaces a field's text in one paste: clears it, focuses it and pastes `text` (one input event,
 * where typing letter by letter would re-render a big form at every key); an empty `text` only
 * clears it.
 * @param user - the user-event session of {@link RenderAppResult}.
 * @param field - an input or textarea.
 */
export async function replaceText(user: RenderAppResult['user'], field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}
