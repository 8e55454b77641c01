/** The Meta Pixel vendor code, for the modules keyed to Meta (its rule set). */
export const META_CODE = 'FACEBOOK';
