/**
 * What a screen shows of a backend resource: its data, or the empty value while it loads and after a failed
 * load, which shows as an empty list without a message (docs/behaviour.md#failure-rules).
 */
export function dataOrEmpty<Data>(query: { data: Data | undefined; isError: boolean }, empty: Data): Data {
  return query.isError || query.data === undefined ? empty : query.data;
}

// One empty array for every list: memoised children see the same value from render to render.
const NO_ITEMS: never[] = [];

/** `dataOrEmpty` for lists. */
export function listOrEmpty<Item>(query: { data: Item[] | undefined; isError: boolean }): Item[] {
  return dataOrEmpty<Item[]>(query, NO_ITEMS);
}
