import { dayOfYear, weekday } from './days';

/** When a kind of request is in demand over the year. */
export type Season = 'flat' | 'winter' | 'summer' | 'rain' | 'sale' | 'gift';

const TWO_PI = 2 * Math.PI;
const bump = (doy: number, peak: number, width: number) => {
  const distance = Math.min(Math.abs(doy - peak), 365 - Math.abs(doy - peak));
  return Math.exp(-((distance / width) ** 2));
};

/** Demand relative to the year's average on a day of the year. */
export function seasonFactor(season: Season, doy: number): number {
  switch (season) {
    case 'flat':
      return 1;
    case 'winter':
      return 1 + 0.55 * Math.cos((TWO_PI * (doy - 350)) / 365);
    case 'summer':
      return 1 + 0.45 * Math.cos((TWO_PI * (doy - 182)) / 365);
    case 'rain':
      // Spring and autumn: two peaks, mid April and mid October.
      return 1 + 0.3 * Math.cos((2 * TWO_PI * (doy - 105)) / 365);
    case 'sale':
      return 0.8 + 1.4 * (bump(doy, 5, 14) + bump(doy, 186, 14));
    case 'gift':
      return 0.8 + 2.5 * bump(doy, 348, 12);
  }
}

// Shoppers of outdoor gear browse most on Sunday evenings and least on Fridays.
const weekdayFactors = [1.23, 0.97, 0.93, 0.95, 0.98, 0.92, 1.02];

/** The calendar's effect on all traffic: the weekday and the shopping events of the year. */
export function calendarFactor(day: number): number {
  const date = new Date(day * 86_400_000);
  const month = date.getUTCMonth();
  const dom = date.getUTCDate();
  let factor = weekdayFactors[weekday(day)] ?? 1;
  if (month === 10 && weekday(day) === 5 && dom >= 23 && dom <= 29) factor *= 1.9; // Black Friday
  if (month === 10 && weekday(day) === 1 && dom >= 26) factor *= 1.45; // Cyber Monday
  if (month === 11 && dom === 1 && weekday(day) === 1) factor *= 1.45;
  if (month === 11 && dom >= 24 && dom <= 26) factor *= 0.55;
  if (month === 11 && dom === 31) factor *= 0.7;
  return factor;
}

export const seasons: Season[] = ['flat', 'winter', 'summer', 'rain', 'sale', 'gift'];

/** The season factors of every day of a window, per season, so generation does no trigonometry per cell. */
export function seasonTable(startDay: number, days: number): Record<Season, Float64Array> {
  const table = {} as Record<Season, Float64Array>;
  for (const season of seasons) {
    const values = new Float64Array(days);
    for (let i = 0; i < days; i++) values[i] = seasonFactor(season, dayOfYear(startDay + i));
    table[season] = values;
  }
  return table;
}
