import { useState } from 'react';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { Alert, Modal } from '../../../components/ui';
import { SAMPLE_IDIOMS } from '../data/sample-idioms';
import { SampleIdiomDetail } from './sample-idiom-detail';

/** SPEC §3 offline path: say so, and let the visitor open the two embedded sample idioms. */
export function OfflineSamples() {
  const [open, setOpen] = useState<IdiomDetail | null>(null);
  return (
    <div className="offline-samples">
      <Alert tone="warning" title="You are offline">
        We could not reach the Chengyu Atlas server, so today&apos;s idiom comes from the built-in
        collection. While offline you can still open these two sample idioms:
      </Alert>
      <div className="offline-samples__list">
        {SAMPLE_IDIOMS.map((idiom) => (
          <button
            key={idiom.word}
            type="button"
            className="offline-samples__item"
            onClick={() => setOpen(idiom)}
          >
            <span lang="zh-CN">{idiom.word}</span>
            <small>{idiom.pinyin}</small>
          </button>
        ))}
      </div>
      <Modal
        open={open !== null}
        title={open ? `${open.word} · sample idiom` : ''}
        onClose={() => setOpen(null)}
        size="md"
      >
        {open && <SampleIdiomDetail idiom={open} />}
      </Modal>
    </div>
  );
}
