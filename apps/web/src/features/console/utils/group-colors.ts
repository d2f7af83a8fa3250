import { type MessageKey, t } from '@/lib/i18n';

/**
 * The colours a group can take, by name (the server gives a new group the next one of the same seven when
 * none is chosen). A group's colour is only its left edge and swatch, never a text background. The names
 * are the catalogue's keys: `colorName` (or `t`) says them where they show.
 */
export const GROUP_COLORS = [
  { value: '#579bfc', name: 'console.colors.blue' },
  { value: '#00c875', name: 'console.colors.green' },
  { value: '#fdab3d', name: 'console.colors.orange' },
  { value: '#a25ddc', name: 'console.colors.purple' },
  { value: '#e2445c', name: 'console.colors.red' },
  { value: '#037f4c', name: 'console.colors.darkGreen' },
  { value: '#ff642e', name: 'console.colors.darkOrange' },
  { value: '#784bd1', name: 'console.colors.violet' },
  { value: '#66ccff', name: 'console.colors.sky' },
  { value: '#9cd326', name: 'console.colors.lime' },
  { value: '#c4c4c4', name: 'console.colors.grey' },
  { value: '#333333', name: 'console.colors.charcoal' },
] as const satisfies readonly { value: string; name: MessageKey }[];

/** A colour's name from the palette in the reader's language, else its #rrggbb. */
export const colorName = (value: string): string => {
  const color = GROUP_COLORS.find((c) => c.value.toLowerCase() === value.toLowerCase());
  return color ? t(color.name) : value;
};

/** The colour the server would give the next group: the same cycle as its own. */
export const nextGroupColor = (groupCount: number) =>
  GROUP_COLORS[groupCount % 7]?.value ?? GROUP_COLORS[0].value;
