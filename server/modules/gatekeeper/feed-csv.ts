/**
 * A small RFC 4180 reader for the ERP feeds: comma-separated, fields optionally in double quotes
 * ("" inside quotes is a quote), CRLF or LF line ends. Returns each record with the line it starts on.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: startLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

/** Rows of a CSV with a header row, as objects keyed by the header's names (trimmed). */
export function csvObjects(text: string): { line: number; row: Record<string, string> }[] {
  const [header, ...rest] = parseCsv(text);
  if (!header) return [];
  const names = header.fields.map((n) => n.trim());
  return rest.map(({ line, fields }) => ({ line, row: Object.fromEntries(names.map((n, i) => [n, (fields[i] ?? '').trim()])) }));
}
