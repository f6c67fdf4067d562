import { useState } from 'react';
import { confirmDiscard } from './confirm';
import { isConflict as isSaveConflict, settingsErrorMessage } from './settings-notifications';

interface SavingForm {
  isDirty: () => boolean;
  resetDirty: () => void;
}

/**
 * What every rule form does around a save: the form closes once the rule is saved; a failure keeps
 * it open with what was typed (bad input loses nothing) and shows the server's reason, except a
 * conflict, which the page tells because it knows which one it was; leaving a form with unsaved
 * changes asks first.
 */
export function useFormSaving(
  form: SavingForm,
  onClose: () => void,
  isConflict: (error: unknown) => boolean = isSaveConflict,
) {
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (write: () => Promise<unknown>): Promise<void> => {
    setServerError(null);
    try {
      await write();
      form.resetDirty();
      onClose();
    } catch (error) {
      if (!isConflict(error)) setServerError(settingsErrorMessage(error));
    }
  };

  /** Runs `leave` at once, or after the user agreed to discard the form's unsaved changes. */
  const leaveForm = (leave: () => void) => (form.isDirty() ? confirmDiscard(leave) : leave());

  return { serverError, save, leaveForm, requestClose: () => leaveForm(onClose) };
}
