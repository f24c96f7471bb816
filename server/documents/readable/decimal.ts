/** The file's amounts carry up to 8 decimals (prices): sums are exact in these units, never floats. */
const SCALE = 8;
const DECIMAL = /^-?\d+(\.\d{1,8})?$/;

export function toUnits(value: string | null | undefined): bigint | null {
  if (!value || !DECIMAL.test(value)) return null;
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole! + fraction.padEnd(SCALE, '0'));
  return negative ? -units : units;
}

/** The sum of the values that read as decimals; null if any present value does not. */
export function sumUnits(values: (string | null | undefined)[]): bigint | null {
  let sum = 0n;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const units = toUnits(value);
    if (units === null) return null;
    sum += units;
  }
  return sum;
}

export function withinUnits(a: bigint, b: bigint, tolerance: string): boolean {
  const difference = a > b ? a - b : b - a;
  return difference <= (toUnits(tolerance) ?? 0n);
}

export function unitsToText(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
