/**
 * The AppMeasurement `products` string: `category;product;quantity;price;events;eVars` per product,
 * products separated by commas. Read into `products[n].category|product|quantity|price|events|evars`
 * and, when any price is given, `products.revenue` (the sum of the prices: Adobe's price is the total
 * of the line, not a unit price).
 */
import type { Param } from '../../url/params.js';

const FIELDS = ['category', 'product', 'quantity', 'price', 'events', 'evars'] as const;

/** The decoded fields of a products string, in order; empty for an empty string. */
export function decodeProducts(text: string): Param[] {
  const params: Param[] = [];
  let revenue = 0;
  let priced = false;
  const products = text.split(',').filter((entry) => entry.trim().length > 0);
  products.forEach((entry, index) => {
    const parts = entry.split(';');
    FIELDS.forEach((field, position) => {
      const value = parts[position];
      if (value === undefined || value.length === 0) return;
      params.push({ name: `products[${index}].${field}`, value });
      const number = Number(value);
      if (field === 'price' && Number.isFinite(number)) {
        revenue += number;
        priced = true;
      }
    });
  });
  if (priced) params.push({ name: 'products.revenue', value: String(Math.round(revenue * 100) / 100) });
  return params;
}
