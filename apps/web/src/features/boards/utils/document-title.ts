/**
 * A tab's title: the screen's parts, most specific first, then the product's name ('Edit Item · Logo ·
 * Portico'). The parts come translated; the product's name is a name, the same in every language.
 */
export const documentTitle = (...parts: readonly (string | undefined)[]): string =>
  [...parts.filter(Boolean), 'Portico'].join(' · ');
