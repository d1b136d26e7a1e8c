import { perturbationSteps, STRATEGIES } from './perturbations';
import { type TableInfo } from './schema-introspection';

const col = (name: string, over: Partial<TableInfo['columns'][number]> = {}) => ({
  name, category: 'S', typeName: 'text', notNull: false, generated: false, identity: false, unique: false, foreignKey: false, solePrimaryKey: false, ...over,
});
const tables: TableInfo[] = [
  {
    name: 'orders',
    rowCount: 20,
    columns: [
      col('id', { category: 'N', typeName: 'integer', notNull: true, unique: true, solePrimaryKey: true }),
      col('amount', { category: 'N', typeName: 'numeric(10,2)', notNull: true }),
      col('placed', { category: 'D', typeName: 'date' }),
      col('note'),
    ],
  },
];

describe('perturbationSteps', () => {
  it('is deterministic from the seed', () => {
    for (const s of STRATEGIES) expect(perturbationSteps(tables, s, 7)).toEqual(perturbationSteps(tables, s, 7));
    expect(perturbationSteps(tables, 'values-perturbed', 7)).not.toEqual(perturbationSteps(tables, 'values-perturbed', 8));
  });

  it('drops rows, perturbs values, adds NULLs, ties and duplicates with fresh keys', () => {
    expect(perturbationSteps(tables, 'rows-dropped', 1).join('\n')).toMatch(/^DELETE FROM "orders"/);
    const perturbed = perturbationSteps(tables, 'values-perturbed', 1).join('\n');
    expect(perturbed).toMatch(/SET "(amount|placed)" = "\1" \+/);
    expect(perturbed).toMatch(/= NULL/);
    expect(perturbed).not.toMatch(/"id" =/);
    const ties = perturbationSteps(tables, 'ties-and-duplicates', 1).join('\n');
    expect(ties).toMatch(/INSERT INTO "orders" .*SELECT \(SELECT max\("id"\) FROM "orders"\) \+ row_number\(\) OVER \(\)/);
  });
});
