import { type MutationKind } from '../prepared-challenge';
import { bodyAt, clone, replace, str, type Body, type Path } from './ast';

/** One place in the reference's parse tree where a mutant changes it. */
export interface Site {
  kind: MutationKind;
  description: string;
  /** Changes the cloned tree in place. */
  apply(tree: unknown): void;
}

export function edit(path: Path, kind: MutationKind, description: string, change: (body: Body) => void): Site {
  return { kind, description, apply: (tree) => change(bodyAt(tree, path)) };
}

export function replaceWith(path: Path, kind: MutationKind, description: string, make: () => Body): Site {
  return { kind, description, apply: (tree) => replace(tree, path, clone(make())) };
}

export function cmp(left: Body, op: string, right: Body): Body {
  return { A_Expr: { kind: 'AEXPR_OP', name: [str(op)], lexpr: clone(left), rexpr: clone(right) } };
}
