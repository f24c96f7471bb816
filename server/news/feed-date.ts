const MONTHS: Record<string, number> = {
  jan: 1,
  gen: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  mag: 5,
  jun: 6,
  giu: 6,
  jul: 7,
  lug: 7,
  aug: 8,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  ott: 10,
  nov: 11,
  dec: 12,
  dic: 12,
};

// RFC 822 zones in minutes east of UTC, plus the European ones Italian feeds write.
const ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  MET: 60,
  MEST: 120,
  EET: 120,
  EEST: 180,
};

const romeOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });

function romeOffsetMinutes(at: number): number {
  const name = romeOffset.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

function offsetMinutes(zone: string): number | undefined {
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (numeric) return (numeric[1] === '-' ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0));
  return ZONES[zone.toUpperCase()];
}

/**
 * A wall-clock time in the given zone as an instant. Without a zone the time
 * is read as Italian local time: every source is Italian.
 */
function toInstant(parts: number[], zone: string | undefined): Date | undefined {
  const [year, month, day, hour = 0, minute = 0, second = 0, ms = 0] = parts as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60)
    return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms);
  // Date.UTC rolls 31 February over into March; such a date is not a date.
  if (new Date(wall).getUTCDate() !== day) return undefined;
  let offset: number;
  if (zone !== undefined) {
    // RFC 1123: an unknown zone name (military letters included) means UTC.
    offset = offsetMinutes(zone) ?? 0;
  } else {
    offset = romeOffsetMinutes(wall - romeOffsetMinutes(wall) * 60_000);
  }
  return new Date(wall - offset * 60_000);
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const RFC822 =
  /^(?:[A-Za-zÀ-ÿ]{2,}\.?,?\s+)?(\d{1,2})\s+([A-Za-zÀ-ÿ]{3,})\.?\s+(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*([A-Za-z]{1,5}|[+-]\d{2}:?\d{2}))?$/;

/** RFC 822 (RSS) and ISO 8601 (Atom, Dublin Core) dates, time zones honoured. */
export function parseFeedDate(value: string | undefined): Date | undefined {
  const text = value?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  let date: Date | undefined;
  const iso = ISO.exec(text);
  const rfc = iso ? null : RFC822.exec(text);
  if (iso) {
    const fraction = iso[7] ? Number(`0.${iso[7]}`) * 1000 : 0;
    const parts = [1, 2, 3, 4, 5, 6].map((i) => Number(iso[i] ?? 0));
    date = toInstant([...parts, Math.round(fraction)], iso[8]);
  } else if (rfc) {
    const month = MONTHS[rfc[2]!.slice(0, 3).toLowerCase()];
    let year = Number(rfc[3]);
    if (rfc[3]!.length === 2) year += year < 50 ? 2000 : 1900;
    if (month !== undefined) {
      const parts = [
        year,
        month,
        Number(rfc[1]),
        Number(rfc[4] ?? 0),
        Number(rfc[5] ?? 0),
        Number(rfc[6] ?? 0),
      ];
      date = toInstant(parts, rfc[7]);
    }
  }
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2100 ? date : undefined;
}
