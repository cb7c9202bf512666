import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/products';
import { pickRecommendations } from './recommendations';

const loved = product({ documentId: 'loved', rating: 4.9, reviewCount: 200, category: 'portable' });
const liked = product({ documentId: 'liked', rating: 4.2, reviewCount: 20, category: 'wallbox' });
const unknown = product({ documentId: 'unknown', rating: 0, reviewCount: 0, category: 'wallbox' });
const soldOut = product({ documentId: 'sold-out', rating: 5, reviewCount: 500, stock: 0 });
const catalogue = [unknown, liked, soldOut, loved];

describe('pickRecommendations', () => {
  it('trending: the most popular available products first', () => {
    expect(pickRecommendations('trending', catalogue, { limit: 2 }).map((item) => item.id)).toEqual([
      'loved',
      'liked',
    ]);
  });

  it('seasonal: portable gear in summer, home chargers otherwise', () => {
    expect(
      pickRecommendations('seasonal', catalogue, { date: new Date('2026-07-01') }).map((item) => item.id),
    ).toEqual(['loved']);
    expect(
      pickRecommendations('seasonal', catalogue, { date: new Date('2026-12-01') }).map((item) => item.id),
    ).toEqual(['liked', 'unknown']);
  });

  it('personalized: close to what the visitor holds, without those items', () => {
    const ids = pickRecommendations('personalized', catalogue, { heldIds: ['liked'] }).map((item) => item.id);
    expect(ids).not.toContain('liked');
    expect(ids[0]).toBe('unknown');
  });

  it('personalized with nothing held is empty (its block is then hidden)', () => {
    expect(pickRecommendations('personalized', catalogue, { limit: 1 })).toEqual([]);
    expect(pickRecommendations('personalized', catalogue, { heldIds: [] })).toEqual([]);
  });

  it('personalized: never more than the limit, never a sold-out product', () => {
    const ids = pickRecommendations('personalized', catalogue, { heldIds: ['loved'], limit: 2 }).map(
      (item) => item.id,
    );
    expect(ids.length).toBeLessThanOrEqual(2);
    expect(ids).not.toContain('sold-out');
    expect(ids).not.toContain('loved');
  });
});
