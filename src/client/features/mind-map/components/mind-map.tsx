import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  useNodesInitialized,
  useReactFlow,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useState } from 'react';
import { compactLayout, layoutFor } from '../lib/choose-layout';
import { COMPACT } from '../lib/compact-layout';
import type { MindMapNode } from '../lib/layout';
import type { MindMapModel } from '../lib/mind-map-model';
import { nodeTypes } from './mind-map-nodes';
import './mind-map.css';

/** SPEC §9 Map zoom. */
export const MAP_VIEW = { minZoom: 0.5, maxZoom: 2, fitPadding: 0.3, fitDurationMs: 800 } as const;

/** The search bar floats over the bottom of the map: keep fitted content clear of it. */
const BAR_CLEARANCE_PX = 150;

function Canvas({ model }: { model: MindMapModel }) {
  const [compact] = useState(() => compactLayout(window.innerWidth));
  const [initial] = useState(() => layoutFor(compact, model));
  const [nodes, setNodes] = useState<MindMapNode[]>(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  // estimate → measured (re-laid out from real heights) → shown
  const [phase, setPhase] = useState<'estimate' | 'measured' | 'shown'>('estimate');
  const initialised = useNodesInitialized();
  const { fitView, getNodes, setViewport } = useReactFlow<MindMapNode>();

  const onNodesChange = useCallback((changes: NodeChange<MindMapNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
  }, []);

  useEffect(() => {
    if (phase !== 'estimate' || !initialised) return;
    const heights = new Map(getNodes().map((n) => [n.id, n.measured?.height ?? 0] as const));
    const next = layoutFor(compact, model, heights);
    const measuredById = new Map(getNodes().map((n) => [n.id, n.measured] as const));
    setNodes(next.nodes.map((n) => ({ ...n, measured: measuredById.get(n.id) })));
    setEdges(next.edges);
    setPhase('measured');
  }, [phase, initialised, getNodes, model, compact]);

  useEffect(() => {
    if (phase !== 'measured') return;
    const frame = requestAnimationFrame(() => {
      if (compact) {
        // On a phone the outline is taller than the screen: fit its width and start at the title.
        const zoom = Math.min(1, Math.max(MAP_VIEW.minZoom, (window.innerWidth - 24) / (COMPACT.width + COMPACT.indent * 2)));
        const x = (window.innerWidth - COMPACT.width * zoom) / 2;
        void setViewport({ x, y: 72, zoom }, { duration: MAP_VIEW.fitDurationMs });
      } else {
        const side = MAP_VIEW.fitPadding;
        const bottomPx = Math.max(BAR_CLEARANCE_PX, (window.innerHeight - window.innerHeight / (1 + side)) / 2);
        void fitView({
          padding: { top: side, left: side, right: side, bottom: `${Math.round(bottomPx)}px` },
          duration: MAP_VIEW.fitDurationMs,
          minZoom: MAP_VIEW.minZoom,
          maxZoom: MAP_VIEW.maxZoom,
        });
      }
      setPhase('shown');
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, fitView, setViewport, compact]);

  return (
    <div className="mm-canvas" data-state={phase} style={{ visibility: phase === 'estimate' ? 'hidden' : 'visible' }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        minZoom={MAP_VIEW.minZoom}
        maxZoom={MAP_VIEW.maxZoom}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        zoomOnDoubleClick={false}
        proOptions={{ hideAttribution: true }}
        defaultEdgeOptions={{ type: 'default', labelBgPadding: [6, 3], labelBgBorderRadius: 6 }}
        aria-label={`Mind-map of ${model.word}`}
        panOnScroll={compact}
      >
        <Background gap={28} size={1.2} color="#d9cfc2" />
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
    </div>
  );
}

/** The full-screen mind-map of one idiom. Give each new model a new `key` so layout and fit rerun. */
export function MindMap({ model }: { model: MindMapModel }) {
  return (
    <ReactFlowProvider>
      <Canvas model={model} />
    </ReactFlowProvider>
  );
}
