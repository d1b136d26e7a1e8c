import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SqlCode } from './sql-code';

describe('SqlCode', () => {
  it('colours keywords, functions, strings, numbers and comments, and keeps the text as written', () => {
    const sql = "SELECT name, count(*) -- per name\nFROM t WHERE city = 'Paris' AND n > 10";
    const { container } = render(<SqlCode sql={sql} />);
    expect(container.textContent).toBe(sql);
    const of = (kind: string) => [...container.querySelectorAll(`.sql-${kind}`)].map((e) => e.textContent);
    expect(of('keyword')).toEqual(['SELECT', 'FROM', 'WHERE', 'AND']);
    expect(of('function')).toEqual(['count']);
    expect(of('string')).toEqual(["'Paris'"]);
    expect(of('number')).toEqual(['10']);
    expect(of('comment')).toEqual(['-- per name']);
  });
});
