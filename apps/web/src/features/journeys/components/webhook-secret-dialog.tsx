import { Modal } from '../../../components/ui/modal';

/** Shows a new webhook secret once. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose(): void }) {
  return (
    <Modal
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Webhook secret"
      description="Each alert is signed with it: X-Tagproof-Signature is sha256= and the HMAC-SHA256 of the body. Copy it now: it is not shown again."
      cancelLabel="Done"
    >
      <code className="block rounded bg-slate-100 p-2 text-sm break-all select-all dark:bg-slate-800">
        {secret}
      </code>
    </Modal>
  );
}
