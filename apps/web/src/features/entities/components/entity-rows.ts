import { formatSessionDate } from '../../../lib/format';
import {
  associationItems,
  entityVendor,
  type AssociationItem,
  type EntityDocument,
} from '../model/entity-types';
import { vendorName } from '../model/vendors';

/** A table row: what the columns show, searched and sorted. */
export interface EntityRow {
  item: EntityDocument;
  id: string;
  name: string;
  vendor: string | null;
  vendorLabel: string;
  operator: string;
  associations: AssociationItem[];
  description: string;
  updatedAt: number;
  updatedText: string;
}

export type SortKey = 'name' | 'vendor' | 'operator' | 'updatedAt';

export function toEntityRow(item: EntityDocument, counterparts: readonly EntityDocument[]): EntityRow {
  const vendor = entityVendor(item);
  const updatedAt = item.$updatedAt ? Date.parse(item.$updatedAt) : Number.NaN;
  return {
    item,
    id: item.$id,
    name: item.name,
    vendor,
    vendorLabel: vendor ? vendorName(vendor) : '',
    operator: typeof item.logicalOperator === 'string' ? item.logicalOperator : '',
    associations: associationItems(item, counterparts),
    description: item.description ?? '',
    updatedAt: Number.isFinite(updatedAt) ? updatedAt : 0,
    updatedText: Number.isFinite(updatedAt) ? formatSessionDate(updatedAt) : '',
  };
}

/** The fields the search box matches (any string or number field the row shows). */
export function searchRecord(row: EntityRow): Record<string, unknown> {
  return {
    name: row.name,
    vendor: row.vendor,
    vendorLabel: row.vendorLabel,
    operator: row.operator,
    description: row.description,
    updated: row.updatedText,
    associations: row.associations.map((association) => association.name).join(' '),
  };
}

export function sortValue(row: EntityRow, key: SortKey): unknown {
  switch (key) {
    case 'name':
      return row.name;
    case 'vendor':
      return row.vendorLabel;
    case 'operator':
      return row.operator;
    case 'updatedAt':
      return row.updatedAt;
  }
}
