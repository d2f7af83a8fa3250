import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes win over earlier ones (for `className` overrides). */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
