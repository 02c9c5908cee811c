import { useId, useRef, useState } from 'react';
import { Alert, Button } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { downloadSavedExport, type ExportKind } from '../api/export-saved';
import { useImportSaved } from '../api/import-saved';

export const EXPORT_FAILED = 'Could not export your idioms. Please try again.';
const REASONS = {
  not_in_catalog: 'not in catalog',
  not_an_idiom: 'not an idiom',
  duplicate: 'duplicate',
} as const;

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;

/** Export My idioms to Anki or CSV; import a Pleco flashcard export or a word list (ADR 0181). */
export function SavedTransfer() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const importer = useImportSaved();

  async function exportAs(kind: ExportKind) {
    setExporting(kind);
    setExportError(null);
    try {
      await downloadSavedExport(kind);
    } catch (error) {
      setExportError(errorText(error, EXPORT_FAILED));
    } finally {
      setExporting(null);
    }
  }

  const result = importer.data;
  return (
    <section className="panel sv-transfer" aria-labelledby="sv-transfer-title">
      <h2 id="sv-transfer-title">Export and import</h2>
      <div className="sv-transfer-row">
        <Button
          variant="secondary"
          size="sm"
          loading={exporting === 'apkg'}
          onClick={() => void exportAs('apkg')}
        >
          Export to Anki (.apkg)
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting === 'csv'}
          onClick={() => void exportAs('csv')}
        >
          Export CSV
        </Button>
      </div>
      <p className="sv-transfer-hint">
        Anki: one note per idiom (hanzi, pinyin, meaning, character senses, an example) with a card
        each way. CSV opens in Excel or Numbers.
      </p>
      {exportError && <Alert>{exportError}</Alert>}

      <label htmlFor={inputId} className="sv-transfer-label">
        Import a Pleco flashcard export or a list of words
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept=".txt,.csv,.tsv,text/plain"
        disabled={importer.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) importer.mutate(file);
          event.target.value = '';
        }}
      />
      <p className="sv-transfer-hint">
        Pleco: Import/Export → Export Cards, as text. Or a text file with words one per line or
        separated by commas or spaces. The chengyu in it are saved; everything else is listed below.
      </p>
      {importer.isPending && (
        <p role="status" className="sv-status">
          Importing…
        </p>
      )}
      {importer.isError && <Alert>{errorText(importer.error, 'Could not import the file.')}</Alert>}
      {result && (
        <div className="sv-import-result">
          <Alert tone="success">
            Imported {result.imported.length} {result.imported.length === 1 ? 'idiom' : 'idioms'}
            {result.skipped_count > 0 ? `; skipped ${result.skipped_count}.` : '.'}
          </Alert>
          {result.skipped.length > 0 && (
            <>
              <h3 className="sv-skipped-title">Skipped</h3>
              <ul className="sv-skipped" aria-label="Skipped entries">
                {result.skipped.map((item, i) => (
                  <li key={`${item.entry}-${i}`} title={item.detail}>
                    <span lang="zh-CN">{item.entry}</span> — {REASONS[item.reason]}
                    <span className="sv-skipped-detail"> ({item.detail})</span>
                  </li>
                ))}
              </ul>
              {result.skipped_count > result.skipped.length && (
                <p className="sv-transfer-hint">
                  …and {result.skipped_count - result.skipped.length} more.
                </p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
