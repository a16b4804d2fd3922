import { buildDailyCalendar, buildTimelineCalendar } from '@runtime/domain/calendar';
import { benchEvents, benchOpeningHours } from './calendarEvents';

/**
 * The calendar benchmark: a one-year calendar (the war museum's horizon) for 500 events of mixed formats,
 * daily and timeline layouts. Run: `npx tsx bench/calendar.bench.ts`. Prints the median and worst wall time of 20
 * builds, cold (first build in the process) apart, and the process CPU time per warm build (user + system, which
 * includes V8's parallel garbage-collector threads): on a shared machine the wall time measures the neighbours as
 * much as the code. Results: bench/RESULTS.md.
 */
const TARGET_MS = 50;
const today = '2026-11-22';
const events = benchEvents(500, today);
const context = { today, site: 'krigsmuseet', openingHours: benchOpeningHours(today) };

function measure(name: string, build: () => { days: unknown[] }): void {
  const times: number[] = [];
  let days = 0;
  const coldStart = performance.now();
  days = build().days.length;
  const cold = performance.now() - coldStart;
  const cpuStart = process.cpuUsage();
  for (let run = 0; run < 20; run++) {
    const start = performance.now();
    days = build().days.length;
    times.push(performance.now() - start);
  }
  const cpuUsed = process.cpuUsage(cpuStart);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1000 / 20;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times.at(-1) ?? 0;
  console.log(
    `${name}: cold ${cold.toFixed(1)} ms, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms a build (${days} days) ${
      median <= TARGET_MS ? 'OK' : `over the ${TARGET_MS} ms target`
    }`,
  );
}

measure('daily, 500 events, 1 year', () => buildDailyCalendar(events, context));
measure('timeline, 500 events, 1 year', () => buildTimelineCalendar(events, context));
