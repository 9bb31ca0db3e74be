import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
// src/lib/utils.ts
/**
* Joins class names and resolves Tailwind conflicts, the last one winning.
*
* @param inputs - Strings, arrays, objects or falsy values, as accepted by `clsx`.
* @returns One class string, e.g. `cn('px-2 py-1', isWide && 'px-4')` gives `'py-1 px-4'`.
*/
function cn(...inputs) {
	return twMerge(clsx(inputs));
}
export { cn as t };
