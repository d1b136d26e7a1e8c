import { cn } from '@/lib/cn';

export function Spinner({ size = 'md', label = 'Loading', className }: { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string }) {
  return (
    <span role="status" className={cn('spinner', `spinner-${size}`, className)}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
