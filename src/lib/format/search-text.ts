/**
 * Case- and accent-insensitive text for search, Turkish dotted and dotless i included: "findik" finds
 * "Fındık", "istanbul" finds "İstanbul". The mock backend's shopper search and the admin's in-browser search
 * fold text with this same function, so both find the same things.
 */
export function foldText(value: string) {
  return value
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}
