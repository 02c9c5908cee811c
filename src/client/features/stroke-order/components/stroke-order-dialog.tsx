import { Alert, Modal } from '../../../components/ui';
import { useStrokeData } from '../api/get-stroke-data';
import { StrokePractice } from './stroke-practice';
import './stroke-order.css';

/**
 * The stroke-order view of one character (a dialog: Escape closes it and focus returns to the
 * button that opened it). Its data is fetched only now, from our own origin.
 */
export default function StrokeOrderDialog({
  char,
  pinyin,
  onClose,
}: {
  char: string;
  pinyin?: string;
  onClose: () => void;
}) {
  const state = useStrokeData(char);
  return (
    <Modal open title={`Stroke order of ${char}`} onClose={onClose} size="sm">
      {pinyin && (
        <p className="so-pinyin">
          <span lang="zh-CN">{char}</span> · {pinyin}
        </p>
      )}
      {state.status === 'loading' && (
        <p className="so-status" role="status">
          Loading the strokes of {char}…
        </p>
      )}
      {(state.status === 'missing' || state.status === 'failed') && (
        <Alert tone={state.status === 'missing' ? 'info' : 'error'}>{state.message}</Alert>
      )}
      {state.status === 'ready' && <StrokePractice char={char} data={state.data} />}
      <p className="so-credit">
        Stroke data: Make Me a Hanzi via hanzi-writer-data,{' '}
        <a href="/api/strokes/licence" target="_blank" rel="noreferrer">
          Arphic Public License
        </a>
        .
      </p>
    </Modal>
  );
}
