import type { EditorMarker } from '@/lib/monaco/sql-editor';

/**
 * Monaco does not run in jsdom: every test that renders an editor mocks `@/lib/monaco/sql-editor` with this
 * one textarea (`vi.mock('@/lib/monaco/sql-editor', () => import('@/testing/sql-editor-double'))`). One double
 * for all: the test files share a worker's module cache, and a page module that lazy-loaded the editor in one
 * file keeps that file's mock in the next. Like the real editor, read-only it shows `value`, editable it owns
 * its text (so it remounts when read-only changes); paste can be blocked; an error marker shows as an attribute.
 */
export function SqlEditor({ value, onChange, readOnly, blockPaste, onPasteBlocked, errorMarker }: {
  value: string;
  onChange: (v: string) => void;
  readOnly?: boolean;
  blockPaste?: boolean;
  onPasteBlocked?: () => void;
  errorMarker?: EditorMarker | null;
}) {
  return (
    <textarea
      key={readOnly ? 'read-only' : 'editable'}
      aria-label="SQL editor"
      {...(readOnly ? { value, onChange: () => undefined } : { defaultValue: value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) })}
      readOnly={readOnly}
      onPaste={(e) => {
        if (blockPaste) {
          e.preventDefault();
          onPasteBlocked?.();
        }
      }}
      data-marker={errorMarker ? `${errorMarker.line}:${errorMarker.column} ${errorMarker.message}` : ''}
    />
  );
}
