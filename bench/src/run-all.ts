import { runAiBench } from './ai-bench.ts';
import { runBundleSize } from './bundle-size.ts';
import { runLighthouseBench } from './lighthouse-bench.ts';
import { runListsBench } from './lists-bench.ts';
import { runParserAccuracy } from './parser-accuracy.ts';
import { runPlanningBench } from './planning-bench.ts';
import { runRecipeExtraction } from './recipe-extraction.ts';
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
if (wants('ai')) await runAiBench();
