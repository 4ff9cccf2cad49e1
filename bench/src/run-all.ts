import { runAiBench } from './ai-bench.ts';
import { runBundleSize } from './bundle-size.ts';
import { runCrashBench } from './crash-bench.ts';
import { runImportBench } from './import-bench.ts';
import { runLighthouseBench } from './lighthouse-bench.ts';
import { runListsBench } from './lists-bench.ts';
import { runLiveBench } from './live-bench.ts';
import { runLoadBench } from './load-bench.ts';
import { runNutritionBench } from './nutrition-bench.ts';
import { runParserAccuracy } from './parser-accuracy.ts';
import { runPlanningBench } from './planning-bench.ts';
import { runPrepBench } from './prep-bench.ts';
import { runRecipeExtraction } from './recipe-extraction.ts';
import { runScreensBench } from './screens-bench.ts';
import { runServerBench } from './server-bench.ts';
import { runSocialBench } from './social-bench.ts';

// `npm run bench`: builds first (see package.json), then prints every figure in one run.
const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

if (wants('bundle')) runBundleSize();
if (wants('server')) await runServerBench();
if (wants('parser')) await runParserAccuracy();
if (wants('social')) await runSocialBench();
if (wants('lists')) await runListsBench();
if (wants('extraction')) await runRecipeExtraction();
if (wants('lighthouse')) await runLighthouseBench();
if (wants('planning')) await runPlanningBench();
if (wants('prep')) runPrepBench();
if (wants('ai')) await runAiBench();
if (wants('nutrition')) await runNutritionBench({ worst: 10 });
if (wants('live')) await runLiveBench();
// Not in the default run: it seeds 555 meals and runs Lighthouse on 10 screens (many minutes).
if (only.includes('screens')) await runScreensBench();
// A minute of load per setup (LOAD_DURATION_S), and five crashes under writes (issue 18).
if (wants('load')) await runLoadBench();
if (wants('crash')) await runCrashBench();
if (wants('import')) await runImportBench();
