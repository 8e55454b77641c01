export {
  analyzeDuplicates,
  findDuplicates,
  MAX_INFO_REQUEST_IDS,
  notADuplicate,
  type DuplicateAnalysis,
} from './find-duplicates.js';
export { POSSIBLE_DUPLICATE_RATIO, COMPARISON_WINDOW } from './bucket-groups.js';
export { similarity, toPercentage, type ComparableParams, type Similarity } from './comparable.js';
export { pageUrlOf, pageKeyOf } from './page-url.js';
export { differingParameters, type ComparedRequest, type DifferingParameter } from './differences.js';
