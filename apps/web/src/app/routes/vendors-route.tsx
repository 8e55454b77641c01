import { VendorsPage } from '../../features/vendors';
import { validatorActions, validatorStore } from '../../features/validator';
import { reloadUserChecks } from '../../lib/checks/user-checks';

/** The validator's current requests run again with the user's new vendors. */
async function rerunValidator(): Promise<void> {
  await reloadUserChecks();
  const { data } = validatorStore().getState();
  if (data && data.length > 0)
    await validatorActions().startValidation(data, { force: true, source: 'revalidate' });
}

/** `/vendors`: the Vendors page; every change re-runs the validator with the user's vendors. */
export function VendorsRoute() {
  return <VendorsPage onChanged={() => void rerunValidator()} />;
}
