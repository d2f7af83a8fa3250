/** Stored values by column id. The name column is not stored here: it is the item's name. */
export type StoredValues = Record<string, unknown>;
