import { Fragment } from 'react';
import { chineseRuns } from '../lib/speech';
import { InlineSpeakButton } from './speak-button';

/**
 * Text with its Chinese quotes marked as Chinese and each followed by a listen button; short names
 * (昭阳, 楚) are left as text.
 */
export function SpeakableText({ text }: { text: string }) {
  const runs = chineseRuns(text);
  if (runs.length === 0) return <>{text}</>;
  let at = 0;
  return (
    <>
      {runs.map((run) => {
        const before = text.slice(at, run.start);
        const quote = text.slice(run.start, run.end);
        at = run.end;
        return (
          <Fragment key={run.start}>
            {before}
            <span lang="zh-CN">{quote}</span>
            <InlineSpeakButton text={quote} />
          </Fragment>
        );
      })}
      {text.slice(at)}
    </>
  );
}
