import { ModalAlert } from '@citytax/ui';
import { disclaimerRefusedEn } from '../messages/disclaimerRefused.en';

export { disclaimerRefusedEn };

/** I Disagree (spec §4): says agreement is required, then closes the window or leaves. */
export default function DisclaimerRefused({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <ModalAlert
      open
      onOpenChange={onOpenChange}
      title={disclaimerRefusedEn.title}
      message={disclaimerRefusedEn.message}
      onOk={() => window.close()}
    />
  );
}
