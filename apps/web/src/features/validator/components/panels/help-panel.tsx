import { SidePanel } from '../../../../components/ui/side-panel';
import { HELP_TOPICS, PLATFORM_SUPPORT } from '../../content/help';
import { useValidator, validatorActions } from '../../stores/validator-instance';

/** The validator help: what each part of the page does, and the supported platforms. */
export function HelpPanel() {
  const open = useValidator((state) => state.helpOpen);
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => validatorActions().setHelpOpen(next)}
      title="Validator help"
      description="What the validator shows and which platforms it checks."
    >
      <div className="flex max-w-3xl flex-col gap-8">
        <section aria-labelledby="help-features">
          <h3 id="help-features" className="text-lg font-semibold">
            Features
          </h3>
          <dl className="mt-3 flex flex-col gap-3">
            {HELP_TOPICS.map((topic) => (
              <div key={topic.title}>
                <dt className="font-medium">{topic.title}</dt>
                <dd className="text-sm text-slate-700 dark:text-slate-300">{topic.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="help-platforms">
          <h3 id="help-platforms" className="text-lg font-semibold">
            Supported platforms
          </h3>
          <ul className="mt-3 flex flex-col gap-2">
            {PLATFORM_SUPPORT.map((platform) => (
              <li
                key={platform.name}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <p className="font-medium">{platform.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{platform.level}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </SidePanel>
  );
}
