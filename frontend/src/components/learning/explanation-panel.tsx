import { BookOpen } from 'lucide-react';
import { Collapsible } from '@/components/ui/collapsible';
import { ExplanationMarkdown } from './explanation-markdown';
import './learning.css';

/** The challenge's explanation (approach, commented solution, common mistakes), shown once the day is resolved. */
export function ExplanationPanel({ explanation, defaultOpen = true, level = 2 }: { explanation: string; defaultOpen?: boolean; level?: 2 | 3 | 4 }) {
  return (
    <Collapsible className="panel explanation-panel" testId="explanation-panel" defaultOpen={defaultOpen} level={level} title={<><BookOpen size={18} aria-hidden /> Explanation</>}>
      <ExplanationMarkdown markdown={explanation} />
    </Collapsible>
  );
}
