import { useEffect } from 'react';
import { GettingStarted } from '../../features/validator';

/** `/`: the validator. Until requests arrive (a later feature), it shows the getting-started view. */
export function ValidatorRoute() {
  useEffect(() => {
    document.title = 'Tagproof: validate your tracking';
  }, []);
  return <GettingStarted />;
}
