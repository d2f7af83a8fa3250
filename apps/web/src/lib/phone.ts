/**
 * §2 phone cells: '+{country} XXX (XXX) XXXX' from the last 10 digits; the digits before them are the
 * country code. Without a country code the prefix is left out rather than inventing one. Fewer than 10
 * digits cannot be laid out that way and are shown as entered. Null for an empty value ('N/A').
 */
export const formatPhone = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 10) return text;
  const local = digits.slice(-10);
  const country = digits.slice(0, -10);
  const body = `${local.slice(0, 3)} (${local.slice(3, 6)}) ${local.slice(6)}`;
  return country ? `+${country} ${body}` : body;
};
