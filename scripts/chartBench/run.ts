/**
 * `npm run bench:chart`: the chart's line of `npm run bench` alone, without
 * building the app: four series of 1000 points
 * from their data arriving to their lines drawn, median of
 * `BENCH_CHART_RUNS` (10), unthrottled and at 4x CPU.
 */
import { measureChart } from './measure.ts';

const runs = Number(process.env.BENCH_CHART_RUNS ?? 10);
const chart = await measureChart(runs);
process.stdout.write(
    `chart: 4 series x 1000 points drawn ${chart.ms.toFixed(1)} ms after their data arrive (${chart.throttledMs.toFixed(0)} ms at 4x CPU), median of ${runs}\n`
);
