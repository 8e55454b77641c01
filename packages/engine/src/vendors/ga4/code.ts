/** The GA4 vendor code, for the modules keyed to GA4 (its rule set). */
export const GA4_CODE = 'GOOGLEANALYTICS4';
