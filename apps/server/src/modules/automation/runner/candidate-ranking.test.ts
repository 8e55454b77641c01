import { describe, expect, it } from 'vitest';
import { keywords, rankCandidates, scoreCandidate } from './candidate-ranking.js';

const page = [
  { item: 'wishlist', role: 'button', name: 'Add to wishlist' },
  { item: 'cart', role: 'button', name: 'Add to cart' },
  { item: 'cart-link', role: 'link', name: 'Cart (0)' },
  { item: 'search', role: 'searchbox', name: 'Search products' },
  { item: 'email', role: 'textbox', name: 'Email address' },
  { item: 'heading', role: 'heading', name: 'Add to cart' },
];

describe('candidate ranking', () => {
  it('keeps the words that name the target', () => {
    expect(keywords('Click the Add to cart button')).toEqual(['add', 'cart']);
  });

  it('puts the element the instruction names first', () => {
    expect(rankCandidates('Click the Add to cart button', 'click', page)[0]?.item).toBe('cart');
    expect(rankCandidates('Open the cart link', 'click', page)[0]?.item).toBe('cart-link');
    expect(rankCandidates('add it to the wishlist', 'click', page)[0]?.item).toBe('wishlist');
  });

  it('only offers fields to type into, and matches word stems', () => {
    const ranked = rankCandidates('Type "shoes" in the product search', 'type', page);
    expect(ranked.map((candidate) => candidate.item)).toEqual(['search', 'email']);
    expect(rankCandidates('Enter the e-mail addresses', 'type', page)[0]?.item).toBe('email');
  });

  it('scores zero when no keyword matches', () => {
    expect(scoreCandidate('Put the product in the basket', 'button', 'Add to cart')).toBe(0);
    expect(rankCandidates('Click the button', 'click', page)).not.toContainEqual(
      expect.objectContaining({ item: 'heading' }),
    );
  });
});
