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
import { layoutMindMap, type MindMapNode } from '../lib/layout';
import type { MindMapModel } from '../lib/mind-map-model';
import { nodeTypes } from './mind-map-nodes';
import './mind-map.css';

/** SPEC §9 Map zoom. */
export const MAP_VIEW = { minZoom: 0.5, maxZoom: 2, fitPadding: 0.3, fitDurationMs: 800 } as const;

/** Below this width the whole map cannot be fitted at zoom ≥ 0.5: fit the title and sections. */
const NARROW_PX = 720;

function Canvas({ model }: { model: MindMapModel }) {
  const initial = layoutMindMap(model);
  const [nodes, setNodes] = useState<MindMapNode[]>(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  // estimate → measured (re-laid out from real heights) → shown
  const [phase, setPhase] = useState<'estimate' | 'measured' | 'shown'>('estimate');
  const initialised = useNodesInitialized();
  const { fitView, getNodes } = useReactFlow<MindMapNode>();

  const onNodesChange = useCallback((changes: NodeChange<MindMapNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
  }, []);

  useEffect(() => {
    if (phase !== 'estimate' || !initialised) return;
    const heights = new Map(getNodes().map((n) => [n.id, n.measured?.height ?? 0] as const));
    const next = layoutMindMap(model, heights);
    const measuredById = new Map(getNodes().map((n) => [n.id, n.measured] as const));
    setNodes(next.nodes.map((n) => ({ ...n, measured: measuredById.get(n.id) })));
    setEdges(next.edges);
    setPhase('measured');
  }, [phase, initialised, getNodes, model]);

  useEffect(() => {
    if (phase !== 'measured') return;
    const frame = requestAnimationFrame(() => {
      const narrow = window.innerWidth < NARROW_PX;
      const focus = narrow ? getNodes().filter((n) => n.type === 'mainTitle' || n.id === 'section-literal' || n.id.startsWith('char-')) : undefined;
      void fitView({
        padding: MAP_VIEW.fitPadding,
        duration: MAP_VIEW.fitDurationMs,
        minZoom: MAP_VIEW.minZoom,
        maxZoom: narrow ? 1 : MAP_VIEW.maxZoom,
        nodes: focus?.map((n) => ({ id: n.id })),
      });
      setPhase('shown');
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, fitView, getNodes]);

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
        defaultEdgeOptions={{ type: 'smoothstep' }}
        aria-label={`Mind-map of ${model.word}`}
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
