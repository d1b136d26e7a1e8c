import { loadContent, contentDir } from './backend/src/catalogue/content';
import { solutionTopics } from './backend/src/catalogue/domain/solution-topics';
for (const c of loadContent(contentDir()).challenges) { const t = solutionTopics(c.correct_solution, c.schema_setup); if (t.includes(process.argv[2] as never)) console.log(c.slug, (c.correct_solution.match(/.{0,30}(array|any|all|unnest|rows|range|groups|exclude)\b.{0,40}/gi) ?? []).slice(0,2).join(' | ')); }
