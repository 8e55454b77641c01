export { decodeComponent } from './decode-component.js';
export { parseParams, getParam, mergeParams, type Param } from './params.js';
export { parseUrl, hostMatches, type ParsedUrl } from './parse-url.js';
export { flattenJson, tryParseJson } from './flatten-json.js';
export { parseMultipart } from './multipart.js';
