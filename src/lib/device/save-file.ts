/** Hands a text to the browser as a file download (`name` with its extension). */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a later revoke frees the text.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV file name with today's date: `orders-2026-11-27.csv`. */
export const datedFileName = (stem: string, now = new Date()) =>
  `${stem}-${now.toISOString().slice(0, 10)}.csv`;
