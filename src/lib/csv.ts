/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * Downloads a table as a CSV file. papaparse is loaded on demand so it stays out of the screens'
 * chunks; formulae are escaped because the cells come from shoppers' queries.
 */
export async function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<void> {
  const { unparse } = await import('papaparse');
  const text = unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts in queries).
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download asynchronously; revoke only after they had the chance.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
