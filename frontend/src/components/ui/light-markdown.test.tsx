import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdown, parseBlocks } from './light-markdown';

describe('LightMarkdown', () => {
  it('renders paragraphs, line breaks, bold and inline code as elements', () => {
    const { container } = render(
      <LightMarkdown text={'List every product in the **Home** category whose `unit_price` is below 50.\nSecond line.\n\nReturn `id`.'} />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].querySelector('br')).not.toBeNull();
    expect(screen.getByText('Home').tagName).toBe('STRONG');
    expect(screen.getByText('unit_price').tagName).toBe('CODE');
    expect(screen.getByText('id').tagName).toBe('CODE');
  });

  it('turns "- " and "1. " lines into lists, even right after a paragraph line', () => {
    const { container } = render(<LightMarkdown text={'For each category return:\n1. `category`\n2. `revenue` – the **total**\n\n- first\n* second'} />);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('ol strong')?.textContent).toBe('total');
  });

  it('never interprets markup: HTML stays text and code content stays literal', () => {
    const { container } = render(<LightMarkdown text={'<img src=x onerror=alert(1)> and `a **b** <i>`'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('a **b** <i>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('leaves unmatched markers alone', () => {
    expect(parseBlocks('a * b ** c `d')).toEqual([{ kind: 'p', lines: ['a * b ** c `d'] }]);
    const { container } = render(<LightMarkdown text={'a * b ** c `d'} />);
    expect(container.textContent).toBe('a * b ** c `d');
  });
});
