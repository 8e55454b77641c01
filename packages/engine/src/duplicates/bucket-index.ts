/**
 * The buckets of findDuplicateInfo: requests by vendor, account, event name, page and page view.
 *
 * The bucket of a request was a Map keyed by its fields joined with NUL characters: a new long string
 * (the page URL is in it) built, flattened and hashed for every request. Here each field is looked up
 * in its own Map, one level per field: the fields are strings met again and again (their hashes are
 * kept), and nothing is allocated for a request whose bucket exists. A field holding a NUL character
 * could make two different joined keys equal; such a request keeps the joined key, so that requests
 * fall into exactly the same buckets as before.
 */

/** One level of the index: the next field's values, and the bucket that ends here (the last level). */
interface KeyLevel {
  next: Map<string | number, KeyLevel> | undefined;
  bucket: number[] | undefined;
}

const NUL = '\u0000';

/** Request indices grouped by bucket, the buckets in the order their first request came. */
export class BucketIndex {
  private readonly root: KeyLevel = { next: undefined, bucket: undefined };
  /** Buckets of requests with a NUL character in a field, by their joined key. */
  private readonly joined = new Map<string, number[]>();
  /** Every bucket, in the order it was made. */
  readonly buckets: number[][] = [];

  /** Adds request `index` to the bucket of its fields. */
  add(index: number, category: string, account: string, event: string, page: string, view: number): void {
    if (category.includes(NUL) || account.includes(NUL) || event.includes(NUL) || page.includes(NUL)) {
      this.addJoined(index, `${category}${NUL}${account}${NUL}${event}${NUL}${page}${NUL}${view}`);
      return;
    }
    const level = below(below(below(below(below(this.root, category), account), event), page), view);
    if (level.bucket === undefined) {
      level.bucket = [index];
      this.buckets.push(level.bucket);
    } else level.bucket.push(index);
  }

  /** Adds request `index` to the bucket of a joined key. */
  private addJoined(index: number, key: string): void {
    const bucket = this.joined.get(key);
    if (bucket !== undefined) bucket.push(index);
    else {
      const made = [index];
      this.joined.set(key, made);
      this.buckets.push(made);
    }
  }
}

/** The level under `level` for the field value `value`, made when first met. */
function below(level: KeyLevel, value: string | number): KeyLevel {
  const next = (level.next ??= new Map());
  let found = next.get(value);
  if (found === undefined) {
    found = { next: undefined, bucket: undefined };
    next.set(value, found);
  }
  return found;
}
