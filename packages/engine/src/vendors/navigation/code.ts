/**
 * The Navigation vendor code. Captures also use it as the request category that marks a top-level
 * page navigation (the extension and HAR importer set it), so it lives apart from the decoder.
 */
export const NAVIGATION_CODE = 'Navigation';
