import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { MindMapNode } from '../lib/layout';
import { Hanzi } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import { idiomLink } from '../../../../shared/paths';
import { CommonnessBadge } from '../../../components/ui/commonness-badge';
import { CopyButton } from './copy-button';
import { useMapNavigation } from './map-navigation';
import { useMindMapActions } from './mind-map-actions';
import { RelatedList } from './related-list';
import { StrokeOrderButton } from './stroke-order-button';
import { SpeakButton } from './speak-button';
import { SpeakableText } from './speakable-text';
import { StoryBox } from './story-box';

type Props = NodeProps<MindMapNode>;

// Wide maps flow left to right; the compact (phone) outline hangs every connector off the left edge.
const In = () => <Handle type="target" position={Position.Left} isConnectable={false} />;
const Out = ({ compact }: { compact?: boolean }) => (
  <Handle type="source" position={compact ? Position.Left : Position.Right} isConnectable={false} />
);

export function MainTitleNode({ data }: Props) {
  const { titleExtra } = useMindMapActions();
  return (
    <div className={`mm-node mm-main${data.compact ? ' is-compact' : ''}`}>
      <div className="mm-main-word" lang="zh-CN">
        <Hanzi text={data.title ?? ''} traditional={data.traditional} pinyin={data.subtitle} />
      </div>
      {data.subtitle && (
        <Pinyin
          as="div"
          className="mm-main-pinyin"
          text={data.subtitle}
          buttonClassName="nodrag nopan"
        />
      )}
      <CommonnessBadge band={data.commonness} className="mm-main-commonness" />
      {data.paragraphs?.[0] && <p className="mm-main-expl">{data.paragraphs[0]}</p>}
      <div className="mm-actions">
        {titleExtra}
        <SpeakButton text={data.title ?? ''} label={data.title ?? ''} />
        <CopyButton text={data.text} label="idiom" />
        {data.title && (
          <CopyButton
            text={`${window.location.origin}${idiomLink(data.title)}`}
            label="link"
            caption="Copy link"
          />
        )}
      </div>
      <Out compact={data.compact} />
    </div>
  );
}

export function SectionTitleNode({ data }: Props) {
  const { showSection } = useMapNavigation();
  return (
    <div
      className={`mm-node mm-section mm-section-${data.section}${data.compact ? ' is-compact' : ''}`}
    >
      <In />
      <button
        type="button"
        className="mm-section-title nodrag nopan"
        onClick={() => data.section && showSection(data.section)}
        title="Show this branch"
      >
        {data.title}
      </button>
      <CopyButton text={data.text} label={data.title ?? 'section'} />
      <Out compact={data.compact} />
    </div>
  );
}

export function ContentNode({ data }: Props) {
  const { onStrokeOrder } = useMindMapActions();
  const c = data.character;
  if (c) {
    return (
      <div className={`mm-node mm-content mm-char${data.compact ? ' is-compact' : ''}`}>
        <In />
        <div className="mm-char-glyph" lang="zh-CN">
          <Hanzi text={c.char} traditional={c.traditional} pinyin={c.pinyin} />
        </div>
        <div className="mm-char-body">
          <Pinyin
            as="div"
            className="mm-char-pinyin"
            text={c.pinyin}
            buttonClassName="nodrag nopan"
          />
          <div className="mm-char-meaning">{c.meaning}</div>
        </div>
        <div className="mm-actions">
          {onStrokeOrder && <StrokeOrderButton character={c} onOpen={onStrokeOrder} />}
          <SpeakButton text={c.char} label={c.char} />
          <CopyButton text={data.text} label={`character ${c.char}`} />
        </div>
        <Out compact={data.compact} />
      </div>
    );
  }
  if (data.related) {
    return (
      <div className={`mm-node mm-content mm-content-related${data.compact ? ' is-compact' : ''}`}>
        <In />
        <div className="mm-card-head">
          <span className="mm-card-label">{data.label}</span>
          <CopyButton text={data.text} label={`${data.label ?? 'related'} idioms`} />
        </div>
        <RelatedList group={data.related} />
      </div>
    );
  }
  const label =
    data.section === 'story'
      ? (data.label ?? 'Story')
      : data.section === 'moral'
        ? `Moral ${(data.index ?? 0) + 1}`
        : `Usage ${(data.index ?? 0) + 1}`;
  return (
    <div
      className={`mm-node mm-content mm-content-${data.section}${data.compact ? ' is-compact' : ''}`}
    >
      <In />
      <div className="mm-card-head">
        <span className="mm-card-label">{label}</span>
        <CopyButton text={data.text} label={label.toLowerCase()} />
      </div>
      {data.variant === 'story' ? (
        <StoryBox paragraphs={data.paragraphs ?? [data.text]} />
      ) : (
        <p className="mm-text">
          <SpeakableText text={data.text} />
        </p>
      )}
      <Out compact={data.compact} />
    </div>
  );
}

function SideNode({ data, kind }: Props & { kind: 'comment' | 'example' }) {
  const label = kind === 'comment' ? 'Comment' : 'Example';
  // An example is a Chinese sentence (then its pinyin and English, when we have them).
  const sentence = kind === 'example' ? (data.paragraphs?.[0] ?? data.text) : null;
  return (
    <div className={`mm-node mm-${kind}${data.compact ? ' is-compact' : ''}`}>
      <In />
      <div className="mm-card-head">
        <span className="mm-card-label">{label}</span>
        <span className="mm-actions">
          {sentence && <SpeakButton text={sentence} label={`example ${(data.index ?? 0) + 1}`} />}
          <CopyButton text={data.text} label={label.toLowerCase()} />
        </span>
      </div>
      {sentence !== null ? (
        <>
          <p className="mm-text" lang="zh-CN">
            <Hanzi text={sentence} pinyin={data.pinyin} />
          </p>
          {data.pinyin && (
            <Pinyin
              as="p"
              className="mm-example-pinyin"
              text={data.pinyin}
              buttonClassName="nodrag nopan"
            />
          )}
          {data.translation && <p className="mm-example-translation">{data.translation}</p>}
        </>
      ) : (
        <p className="mm-text">
          <SpeakableText text={data.text} />
        </p>
      )}
    </div>
  );
}

export const CommentNode = (props: Props) => <SideNode {...props} kind="comment" />;
export const ExampleNode = (props: Props) => <SideNode {...props} kind="example" />;

export const nodeTypes = {
  mainTitle: MainTitleNode,
  sectionTitle: SectionTitleNode,
  content: ContentNode,
  comment: CommentNode,
  example: ExampleNode,
};
