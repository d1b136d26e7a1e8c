import { describe, expect, it } from 'vitest';
import { editorPosition } from './error-marker';

describe('editorPosition', () => {
  it('puts back the leading lines and spaces the server never saw (it trims the text)', () => {
    expect(editorPosition('SELECT x', { line: 1, column: 8 })).toEqual({ line: 1, column: 8 });
    expect(editorPosition('\n\n  SELECT x\nFROM t', { line: 1, column: 8 })).toEqual({ line: 3, column: 10 });
    expect(editorPosition('\n  SELECT x\nFROM t', { line: 2, column: 6 })).toEqual({ line: 3, column: 6 });
    expect(editorPosition('   SELECT 1', { line: 1, column: 1 })).toEqual({ line: 1, column: 4 });
  });
});
