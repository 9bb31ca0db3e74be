import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts, the last one winning.
 *
 * @param inputs - Strings, arrays, objects or falsy values, as accepted by `clsx`.
 * @returns One class string, e.g. `cn('px-2 py-1', isWide && 'px-4')` gives `'py-1 px-4'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
