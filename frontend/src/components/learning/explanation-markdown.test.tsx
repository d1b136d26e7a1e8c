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

  it('renders code blocks literally (SQL coloured) and headings as headings, never raw HTML', () => {
    render(<ExplanationMarkdown markdown={TEXT} />);
    expect(screen.getByRole('heading', { name: 'Approach', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Common mistakes', level: 4 })).toBeInTheDocument();
    // SQL blocks keep their text, coloured in spans inside <pre><code>.
    const comment = screen.getByText(/-- one row per customer/);
    expect(comment.closest('pre code')).not.toBeNull();
    expect(comment).toHaveClass('sql-comment');
    expect(screen.getByText('customer').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('b')).toBeNull();
  });
});
