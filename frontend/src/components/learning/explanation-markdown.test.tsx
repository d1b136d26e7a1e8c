import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExplanationMarkdown, explanationParts } from './explanation-markdown';

const TEXT = `## Approach
Group the orders by **customer**.

\`\`\`sql
-- one row per customer
SELECT customer, SUM(amount) FROM orders GROUP BY customer;
\`\`\`

### Common mistakes
- Forgetting \`GROUP BY\`.
- Using <b>WHERE</b> on an aggregate.`;

describe('ExplanationMarkdown', () => {
  it('splits headings, fenced code and text', () => {
    expect(explanationParts(TEXT).map((p) => p.kind)).toEqual(['heading', 'text', 'code', 'heading', 'text']);
  });

  it('renders code blocks literally and headings as headings, never raw HTML', () => {
    render(<ExplanationMarkdown markdown={TEXT} />);
    expect(screen.getByRole('heading', { name: 'Approach', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Common mistakes', level: 4 })).toBeInTheDocument();
    expect(screen.getByText(/-- one row per customer/).tagName).toBe('CODE');
    expect(screen.getByText('customer').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('b')).toBeNull();
  });
});
