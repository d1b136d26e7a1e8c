import { type ReactNode, useState } from 'react';
import { BookOpen, Database, FlaskConical, Rocket, Send } from 'lucide-react';
import { Modal } from '@/components/ui/modal';

type Step = { title: string; icon: typeof Rocket; body: ReactNode };

export const TUTORIAL_STEPS: Step[] = [
  {
    title: 'Welcome to SQL Daily!',
    icon: Rocket,
    body: <p>Every day you get one PostgreSQL challenge matched to your ELO rating. Solve it to earn points, grow your streak and climb the leaderboards.</p>,
  },
  {
    title: 'Read the challenge',
    icon: BookOpen,
    body: <p>Each challenge has a business question, a difficulty, a rating and an estimated time. The output contract tells you whether row order matters; column names are up to you.</p>,
  },
  {
    title: 'Explore the tables',
    icon: Database,
    body: <p>The Available Tables panel lists every table with its columns, types, primary keys and sample rows, so you know exactly what data you are working with.</p>,
  },
  {
    title: 'Test your query',
    icon: FlaskConical,
    body: (
      <>
        <p>Use Test Query as often as you like: it checks your syntax and previews the first rows without using an attempt.</p>
        <p className="note">
          Challenges run on PostgreSQL, so use PostgreSQL syntax, e.g. <code>EXTRACT(YEAR FROM date)</code> rather than <code>YEAR(date)</code>.
        </p>
      </>
    ),
  },
  {
    title: 'Submit your solution',
    icon: Send,
    body: <p>Press Start to begin: the timer runs while you work and faster answers earn more points. You have 3 attempts; only a first-attempt success raises your ELO.</p>,
  },
];

export function TutorialDialog({ open, onDismiss, onStart }: { open: boolean; onDismiss: () => void; onStart: () => void }) {
  const [step, setStep] = useState(0);
  const current = TUTORIAL_STEPS[step];
  const last = step === TUTORIAL_STEPS.length - 1;
  const Icon = current.icon;
  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={current.title}
      testId="tutorial-dialog"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onDismiss}>Skip tutorial</button>
          <div className="spacer" />
          {step > 0 && <button type="button" className="btn btn-secondary" onClick={() => setStep((s) => s - 1)}>Back</button>}
          {last ? (
            <button type="button" className="btn btn-primary" onClick={onStart} data-testid="tutorial-start">Start Challenge</button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setStep((s) => s + 1)} data-autofocus>Next</button>
          )}
        </>
      }
    >
      <div className="tutorial-step">
        <div className="tutorial-icon" aria-hidden><Icon size={32} /></div>
        {current.body}
        <p className="muted small" aria-live="polite">Step {step + 1} of {TUTORIAL_STEPS.length}</p>
        <div className="step-dots" aria-hidden>
          {TUTORIAL_STEPS.map((_, i) => <span key={i} className={i === step ? 'dot active' : 'dot'} />)}
        </div>
      </div>
    </Modal>
  );
}
