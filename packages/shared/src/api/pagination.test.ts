import { describe, expect, it } from 'vitest';
import { nextPage, pageFromParam, pageOffset, pageQuery, paginated, perPageQuery } from './index';

describe('page and per_page of the query string', () => {
  it('reads page 1 when absent or empty, refuses 0, negatives, decimals, words and 100001', () => {
    expect(pageQuery.parse(undefined)).toBe(1);
    expect(pageQuery.parse('')).toBe(1);
    expect(pageQuery.parse('100000')).toBe(100000);
    for (const bad of ['0', '-1', '1.5', 'abc', '100001', '1e3']) {
      expect(pageQuery.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('bounds per_page; absent, it is the fallback or left to the list', () => {
    expect(perPageQuery(12, 12).parse(undefined)).toBe(12);
    expect(perPageQuery(12, 12).parse('3')).toBe(3);
    expect(perPageQuery(30).parse(undefined)).toBeUndefined();
    expect(perPageQuery(30).parse('30')).toBe(30);
    for (const bad of ['0', '31', 'x']) expect(perPageQuery(30).safeParse(bad).success).toBe(false);
    expect(perPageQuery(12, 12).safeParse('50').error!.issues[0]!.message).toBe(
      'doit être au plus 12',
    );
  });

  it('reads a page from a web address the way the API does, else the first page', () => {
    expect(pageFromParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '2.5', 'deux', '100001']) {
      expect(pageFromParam(bad), String(bad)).toBe(1);
    }
  });
});

describe('one page of a list', () => {
  it('skips the rows of the pages before it', () => {
    expect(pageOffset({ page: 1, perPage: 20 })).toBe(0);
    expect(pageOffset({ page: 3, perPage: 20 })).toBe(40);
  });

  it('answers data and meta; an empty list still has a first page', () => {
    expect(paginated(['a'], 21, { page: 2, perPage: 20 })).toEqual({
      data: ['a'],
      meta: { current_page: 2, last_page: 2, total: 21, per_page: 20 },
    });
    expect(paginated([], 0, { page: 1, perPage: 10 }).meta.last_page).toBe(1);
    expect(paginated([], 0, { page: 1, perPage: 10 }, { unread: 3 }).meta).toEqual({
      current_page: 1,
      last_page: 1,
      total: 0,
      per_page: 10,
      unread: 3,
    });
  });

  it('tells the next page until the last', () => {
    expect(nextPage({ current_page: 1, last_page: 2 })).toBe(2);
    expect(nextPage({ current_page: 2, last_page: 2 })).toBeUndefined();
  });
});
