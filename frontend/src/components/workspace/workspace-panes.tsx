import type { ReactNode } from 'react';
import { Panel, PanelGroup, PanelResizeHandle } from 'react-resizable-panels';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query';
import './workspace.css';

/**
 * The solving workspace: the problem on the left, the editor above the results on the right, with
 * handles between them whose sizes are kept in localStorage (`storageKey`). The page does not scroll:
 * each pane scrolls on its own. Below the shell's breakpoint the three stack in reading order and the
 * page scrolls.
 */
export function WorkspacePanes({ storageKey, problem, editor, results }: {
  storageKey: string;
  problem: ReactNode;
  editor: ReactNode;
  results: ReactNode;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (narrow) {
    return (
      <div className="ws-stack" data-testid="workspace-panes">
        <section className="ws-pane ws-problem" aria-label="Problem">{problem}</section>
        <section className="ws-pane ws-editor" aria-label="Editor">{editor}</section>
        <section className="ws-pane ws-results" aria-label="Results">{results}</section>
      </div>
    );
  }
  return (
    <PanelGroup direction="horizontal" autoSaveId={`${storageKey}.columns`} className="ws-panes" data-testid="workspace-panes">
      <Panel id="problem" order={1} defaultSize={40} minSize={22} className="ws-pane ws-problem" tagName="section" aria-label="Problem">
        {problem}
      </Panel>
      <PanelResizeHandle className="ws-handle ws-handle-columns" aria-label="Resize the problem and solving panes" data-testid="split-handle" />
      <Panel id="solving" order={2} defaultSize={60} minSize={35}>
        <PanelGroup direction="vertical" autoSaveId={`${storageKey}.rows`} className="ws-solving">
          <Panel id="editor" order={1} defaultSize={52} minSize={20} className="ws-pane ws-editor" tagName="section" aria-label="Editor">
            {editor}
          </Panel>
          <PanelResizeHandle className="ws-handle ws-handle-rows" aria-label="Resize the editor and results panes" data-testid="split-handle-rows" />
          <Panel id="results" order={2} defaultSize={48} minSize={15} className="ws-pane ws-results" tagName="section" aria-label="Results">
            {results}
          </Panel>
        </PanelGroup>
      </Panel>
    </PanelGroup>
  );
}
