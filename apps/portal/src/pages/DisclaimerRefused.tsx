import { ModalAlert } from '@citytax/ui';

/** Texts of the refusal, loaded with it (they are not needed to show the agreement). */
export const disclaimerRefusedEn = {
  title: 'Agreement Required',
  message:
    'You must agree to the Web Filing Agreement to use City Tax e-File. You may now close this window.',
};

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
