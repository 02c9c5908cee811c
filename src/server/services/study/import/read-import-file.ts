/** The largest file an import takes: a Pleco export of ~10,000 cards. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  empty:
    'The file is empty: export your Pleco flashcards as text, or list the idioms one per line.',
  tooBig: `The file is too big: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it and import each part.`,
  binary:
    'This is not a text file. Export your Pleco flashcards as text (File → Export → Text), or save the list as plain text.',
  encoding:
    'The file is not UTF-8 text. Save it as UTF-8 (Pleco exports UTF-8; in Excel or Notepad choose "UTF-8" when saving) and import it again.',
} as const;

export class ImportFileError extends Error {}

/**
 * The text of an uploaded list: UTF-8 (a byte-order mark is dropped) or UTF-16 with its
 * byte-order mark (what Windows calls "Unicode"). Anything else is refused with a message that
 * says what to do, never guessed: a wrong guess would import the wrong words.
 */
export function readImportFile(bytes: Uint8Array): string {
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError(IMPORT_MESSAGES.tooBig);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16be', bytes.subarray(2));
  else {
    // A NUL byte never occurs in UTF-8 text: an image, a zip, a spreadsheet.
    if (bytes.includes(0)) throw new ImportFileError(IMPORT_MESSAGES.binary);
    text = decode('utf-8', bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  // Control characters other than tab and line breaks mean a binary file that happened to decode.
  // eslint-disable-next-line no-control-regex -- looking for exactly those characters
  if (/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text))
    throw new ImportFileError(IMPORT_MESSAGES.binary);
  if (!text.trim()) throw new ImportFileError(IMPORT_MESSAGES.empty);
  return text;
}

function decode(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.encoding);
  }
}
