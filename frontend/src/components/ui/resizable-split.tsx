import { type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import './resizable-split.css';

const MIN_SHARE = 0.25;
const MAX_SHARE = 0.7;
const STEP = 0.03;

const clamp = (share: number) => Math.min(MAX_SHARE, Math.max(MIN_SHARE, share));

function stored(key: string, fallback: number): number {
  try {
    const v = Number(window.localStorage.getItem(key));
    return v > 0 ? clamp(v) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Two columns (its two children) with a handle between them: drag it, or focus it and use the arrow
 * keys, to give the second column more or less of the width (kept in localStorage). Stacked on
 * narrow screens.
 */
export function ResizableSplit({ children, storageKey, defaultSideShare = 0.42, className, label = 'Resize the panels' }: {
  children: [ReactNode, ReactNode];
  storageKey: string;
  defaultSideShare?: number;
  className?: string;
  label?: string;
}) {
  const [share, setShare] = useState(() => stored(storageKey, defaultSideShare));
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const commit = (next: number) => {
    const value = clamp(next);
    setShare(value);
    try {
      window.localStorage.setItem(storageKey, value.toFixed(3));
    } catch {
      // Not kept: the width is a preference.
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!dragging.current || !rect || rect.width === 0) return;
    setShare(clamp((rect.right - e.clientX) / rect.width));
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = false;
    commit(share);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: share + STEP, ArrowRight: share - STEP, Home: MAX_SHARE, End: MIN_SHARE };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    commit(next);
  };

  return (
    <div ref={box} className={cn('split-grid', className)} style={{ '--side-share': `${(share * 100).toFixed(1)}%` } as CSSProperties}>
      {children}
      <div
        className="split-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuemin={Math.round(MIN_SHARE * 100)}
        aria-valuemax={Math.round(MAX_SHARE * 100)}
        aria-valuenow={Math.round(share * 100)}
        tabIndex={0}
        data-testid="split-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
