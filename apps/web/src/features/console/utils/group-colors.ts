/**
 * The colours a group can take, by name (the server gives a new group the next one of the same seven when
 * none is chosen). A group's colour is only its left edge and swatch, never a text background.
 */
export const GROUP_COLORS = [
  { value: '#579bfc', name: 'Blue' },
  { value: '#00c875', name: 'Green' },
  { value: '#fdab3d', name: 'Orange' },
  { value: '#a25ddc', name: 'Purple' },
  { value: '#e2445c', name: 'Red' },
  { value: '#037f4c', name: 'Dark green' },
  { value: '#ff642e', name: 'Dark orange' },
  { value: '#784bd1', name: 'Violet' },
  { value: '#66ccff', name: 'Sky' },
  { value: '#9cd326', name: 'Lime' },
  { value: '#c4c4c4', name: 'Grey' },
  { value: '#333333', name: 'Charcoal' },
] as const;

/** A colour's name from the palette, else its #rrggbb. */
export const colorName = (value: string) =>
  GROUP_COLORS.find((c) => c.value.toLowerCase() === value.toLowerCase())?.name ?? value;

/** The colour the server would give the next group: the same cycle as its own. */
export const nextGroupColor = (groupCount: number) =>
  GROUP_COLORS[groupCount % 7]?.value ?? GROUP_COLORS[0].value;
