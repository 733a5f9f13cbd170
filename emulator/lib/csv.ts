/**
 * Parses CSV text into records of cells: quoted cells may hold the delimiter, line breaks and doubled quotes;
 * blank lines are skipped, as Commons CSV's default format does.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' && text[i + 1] === '\n') {
      continue;
    } else if (char === '\n' || char === '\r') {
      endRecord();
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}
