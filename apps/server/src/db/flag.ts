/** A boolean column: 0/1 integers in both dialects (see connection.ts). */
export type Flag = 0 | 1;
