import type { NewsItem } from '@common/schemas/news';
import { describe, expect, it } from 'vitest';
import { categoryChoices, countLine, itemsIn, newsDate } from './categories';

const item = (id: number, category: string): NewsItem => ({
  id,
  title: `T${id}`,
  source: 'S',
  category,
  publishedAt: '2026-06-10T09:00:00.000Z',
  description: null,
  url: `https://x.example/${id}`,
  image: null,
});

describe('categoryChoices', () => {
  it('puts "Tutte" first, then each category once, sorted the Italian way', () => {
    const items = [item(1, 'Tributi'), item(2, 'Economia'), item(3, 'Tributi'), item(4, 'Città')];
    expect(categoryChoices(items)).toEqual({ tabs: ['Tutte', 'Città', 'Economia', 'Tributi'], more: [] });
  });

  it('keeps the first 8 entries as tabs and the rest as buttons', () => {
    const items = 'ABCDEFGHIJ'.split('').map((c, i) => item(i, `Categoria ${c}`));
    const { tabs, more } = categoryChoices(items);
    expect(tabs).toEqual(['Tutte', ...'ABCDEFG'.split('').map((c) => `Categoria ${c}`)]);
    expect(more).toEqual(['Categoria H', 'Categoria I', 'Categoria J']);
  });
});

describe('itemsIn and countLine', () => {
  it('filters by category and counts in Italian', () => {
    const items = [item(1, 'Fisco'), item(2, 'Tributi'), item(3, 'Fisco')];
    expect(itemsIn(items, 'Tutte')).toHaveLength(3);
    expect(itemsIn(items, 'Fisco').map((i) => i.id)).toEqual([1, 3]);
    expect(countLine(3, 'Tutte')).toBe('3 notizie');
    expect(countLine(1, 'Tributi')).toBe('1 notizia in Tributi');
    expect(countLine(0, 'Fisco')).toBe('0 notizie in Fisco');
  });
});

describe('newsDate', () => {
  it('writes the date in Italian, or says it is not valid', () => {
    expect(newsDate('2026-06-10T09:00:00.000Z')).toBe('10 giugno 2026');
    expect(newsDate('ieri')).toBe('Data non valida');
  });
});
