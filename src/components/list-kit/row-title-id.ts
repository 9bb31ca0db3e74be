/**
 * The id of the element naming row `index` of a list (its row header or its card's heading), the
 * same in both layouts so `aria-describedby` keeps working when the layout switches.
 * @param idPrefix - the list's `useId()`.
 * @param index - the row's position on the page, 0-based.
 */
export function rowTitleId(idPrefix: string, index: number): string {
  return `${idPrefix}-row-${index}`;
}
