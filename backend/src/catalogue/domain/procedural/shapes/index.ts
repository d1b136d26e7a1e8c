import type { SqlConcept } from '../../generator.constants';
import { EVENT_LOG_TEMPLATES } from './event-log';
import { HIERARCHY_TEMPLATES } from './hierarchy';
import { HISTORY_TEMPLATES } from './history';
import { LEDGER_TEMPLATES } from './ledger';
import { MANY_TO_MANY_TEMPLATES } from './many-to-many';
import type { ShapeTemplate } from './shape';
import { TIME_SERIES_TEMPLATES } from './time-series';

export { explanation, SHAPES, type ShapeKey, type ShapeTemplate, type ShapeChallenge } from './shape';

/** Every template on the new dataset shapes (issue 14, part 5). */
export const SHAPE_TEMPLATES: readonly ShapeTemplate[] = [
  ...HIERARCHY_TEMPLATES,
  ...TIME_SERIES_TEMPLATES,
  ...MANY_TO_MANY_TEMPLATES,
  ...LEDGER_TEMPLATES,
  ...HISTORY_TEMPLATES,
  ...EVENT_LOG_TEMPLATES,
];

/** The shape templates that answer for an admin-form concept. */
export function shapeTemplatesFor(concept: SqlConcept): ShapeTemplate[] {
  return SHAPE_TEMPLATES.filter((t) => t.sqlConcept === concept);
}
